import type { HotelOrderDetail } from '../../../../types/api/order'
import { ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import type { Queryable } from '../../db/types'
import { maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import { approvalProgress } from '../approvals/public'
import { historyOf } from '../orders/public'
import type { OrderLine, ProductExtension } from '../orders/public'
import type { OrderRow } from '../orders/public'
import { SYSTEM_ACTOR, transition } from '../orders/public'
import { TAKEOUT_PRODUCT_TYPE } from './service'

type TakeoutRow = {
  order_id: number; meal_date: string; restaurant: string; items: { name: string; count: number; fen: number }[]; amount_fen: string
  is_over_standard: boolean; policy_rule: string; contact: string; phone: string; address: string; reason: string; remark: string
  cost_center_name: string; project_name: string
}

const SELECT = `select t.order_id, t.meal_date::text as meal_date, t.restaurant, t.items, t.amount_fen::text as amount_fen, t.is_over_standard, t.policy_rule,
       p.contact, p.phone, p.address, p.reason, p.remark, p.cost_center_name, p.project_name
  from takeout_orders t join takeout_presaves p on p.id = t.presave_id`

const CANCEL_TEXT = '外卖订单商家接单后不可取消，如有问题请联系商家'

async function takeoutDetail(db: Queryable, order: OrderRow, row: TakeoutRow, approval: Parameters<ProductExtension['detail']>[2]): Promise<HotelOrderDetail> {
  const amount = Number(row.amount_fen)
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusText: ORDER_STATUS_TEXT[order.status],
    IsPrivate: 0,
    HotelId: '0',
    HotelName: row.restaurant,
    HotelAddress: row.address,
    HotelPhone: '',
    Lat: 0,
    Lon: 0,
    RoomName: row.items.map((i) => `${i.name}×${i.count}`).join('、'),
    RatePlanName: '外卖',
    BedType: '',
    RoomCount: 1,
    ArrivalDate: row.meal_date,
    DepartureDate: row.meal_date,
    Nights: 0,
    RoomNights: [],
    Guests: [{ RoomIndex: 0, Name: row.contact, PhoneMasked: maskPhone(row.phone) }],
    ContactName: row.contact,
    ContactPhoneMasked: maskPhone(row.phone),
    TotalFen: amount,
    PriceItems: row.items.map((i) => ({ Kind: 'room' as const, Label: `${i.name}×${i.count}`, AmountFen: i.fen })),
    PaidFen: 0,
    RefundedFen: 0,
    PayMethod: 'enterprise',
    PayDeadline: null,
    CancelRule: { Type: 0, FreeCancelUntil: null, PenaltyFen: 0, Description: CANCEL_TEXT },
    CardNoMasked: null,
    CostCenterName: row.cost_center_name,
    ProjectName: row.project_name,
    Remark: row.remark,
    Policy: { IsOverStandard: row.is_over_standard, NightlyCapFen: null, AvgNightlyFen: amount, OverStandardReason: row.reason, Summary: row.policy_rule },
    Approval: approval ? await approvalProgress(db, approval) : null,
    History: await historyOf(db, order.id),
    Actions: { CanPay: false, CanCancel: false, CanRevoke: false, CanApplyEarlyDeparture: false, CanViewVoucher: false },
    BookerName: row.contact,
    CreatedAt: shanghaiIso(order.created_at),
    HotelConfirmNo: '',
  }
}

/** Takeout orders (product type 8) in the order core (decision 0260): enterprise-paid, confirmed by the provider at checkout. */
export function createTakeoutProduct(): ProductExtension<typeof TAKEOUT_PRODUCT_TYPE> {
  const product: ProductExtension<typeof TAKEOUT_PRODUCT_TYPE> = {
    productType: TAKEOUT_PRODUCT_TYPE,
    name: '外卖',
    ownStatuses: [],
    approvalKind: 'takeoutOrder',
    onSitePayMethod: 'enterprise',
    travellerCondition: (o, member) => `${o}.traveller_member_id = ${member}`,
    lines: async (db, orderIds) => {
      const { rows } = await db.query<TakeoutRow>(`${SELECT} where t.order_id = any($1::bigint[])`, [orderIds])
      return new Map(rows.map((r): [number, OrderLine] => {
        const fen = Number(r.amount_fen)
        return [Number(r.order_id), {
          title: r.restaurant, subtitle: r.items.map((i) => `${i.name}×${i.count}`).join('、'), startDate: r.meal_date, endDate: r.meal_date,
          totalFen: fen, amountFen: fen, isOverStandard: r.is_over_standard,
        }]
      }))
    },
    detail: async (db, order, approval) => {
      const { rows } = await db.query<TakeoutRow>(`${SELECT} where t.order_id = $1`, [order.id])
      if (!rows[0]) throw new Error(`order ${order.order_no} has no takeout part`)
      return takeoutDetail(db, order, rows[0], approval)
    },
    describeCancel: () => CANCEL_TEXT,
    release: async () => undefined,
    // An order approved because it went over budget (decision 0480) reaches the provider once approved.
    confirm: async (db, orderId) => {
      const { rows } = await db.query<{ status: OrderRow['status'] }>('select status from orders where id = $1', [orderId])
      if (rows[0].status !== 'Confirming') return rows[0].status
      return transition(db, product, { id: orderId, status: 'Confirming' }, 'confirm', SYSTEM_ACTOR, {}, '商家已接单')
    },
  }
  return product
}
