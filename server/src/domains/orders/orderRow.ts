import type { Queryable } from '../../db/types'
import type { OrderStatus } from '../../../../types/api/order'
import type { ProductType } from '../../../../types/api/envelope'

/** How an order was paid: 'onSite' at the supplier (nothing paid in the app). */
export type StoredPayMethod = 'enterprise' | 'personal' | 'onSite'

/** What the order of every product has (orders), as the core services read it. */
export type OrderRow = {
  id: number
  order_no: string
  product_type: ProductType
  enterprise_id: number
  booker_member_id: number
  booker_name: string
  status: OrderStatus
  title: string
  created_at: Date
  pay_amount_fen: number
  pay_method: StoredPayMethod | null
  paid_fen: number
  refunded_fen: number
  pay_deadline: Date | null
  cancel_type: 0 | 1 | 2
  free_cancel_until: Date | null
  penalty_fen: number
  need_approval: boolean
  is_private: boolean
  /** Only a charge for another order (a flight's 改签补款 order of a personal-pay order): paid in person, never a trip (decision 0640). */
  is_charge_only: boolean
}

/** The select list of OrderRow over `orders o join members bm on bm.id = o.booker_member_id`. */
export const ORDER_COLUMNS = `o.id, o.order_no, o.product_type, o.enterprise_id, o.booker_member_id, bm.name as booker_name, o.status, o.title,
    o.created_at, o.pay_amount_fen, o.pay_method, o.paid_fen, o.refunded_fen, o.pay_deadline, o.cancel_type, o.free_cancel_until, o.penalty_fen,
    o.need_approval, o.is_private, o.is_charge_only`

const SELECT = `select ${ORDER_COLUMNS} from orders o join members bm on bm.id = o.booker_member_id`

/** The order by number; `forUpdate` locks its orders row until the transaction ends. */
export async function findOrder(db: Queryable, orderNo: string, forUpdate = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`${SELECT} where o.order_no = $1${forUpdate ? ' for update of o' : ''}`, [orderNo])
  return rows[0] ?? null
}

export async function findOrderById(db: Queryable, orderId: number, forUpdate = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`${SELECT} where o.id = $1${forUpdate ? ' for update of o' : ''}`, [orderId])
  return rows[0] ?? null
}
