import type { Db } from '../../../db/types'
import type { ApplyEarlyDepartureData, ApplyEarlyDepartureRequest, ApplyHotelInvoiceData, ApplyHotelInvoiceRequest } from '../../../../../types/api/hotel'
import type { Member } from '../../../lib/caller'
import { checkTransition } from '@domain/order/orderStatus'
import { businessRule, conflict, invalidInput, notFound } from '../../../lib/errors'
import { addDays, isRealDate, shanghaiDate } from '../../../lib/time'
import { ownOrder } from '../../orders/public'
import { findHotelOrder } from './hotelOrderRow'
import { recordHistory } from '../../orders/public'
import { fenToYuan } from '@domain/money/money'
import { normalizeTaxNumber, taxNumberError } from '@domain/invoice/taxNumber'

const MAX_REASON = 200
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * 提前离店: the nights from the new departure date on are asked back. The application waits for the hotel
 * (Applied); the refund of those nights follows its answer (stayJobs.ts settles applications).
 */
export async function applyEarlyDeparture(db: Db, member: Member, body: ApplyEarlyDepartureRequest): Promise<ApplyEarlyDepartureData> {
  const reason = body.Reason.trim()
  if (!reason) throw invalidInput('请填写提前离店原因')
  if (reason.length > MAX_REASON) throw invalidInput(`提前离店原因最多${MAX_REASON}字`)
  if (!isRealDate(body.NewDepartureDate)) throw invalidInput('离店日期不正确')
  await ownOrder(db, member, body.OrderNo)
  const { rows: names } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  return db.transaction(async (tx) => {
    const order = await findHotelOrder(tx, body.OrderNo, true)
    if (!order) throw notFound('订单不存在')
    const today = shanghaiDate()
    const verdict = checkTransition(order.status, 'applyEarlyDeparture', 'applicant', { today, departureDate: order.departure_date })
    if (!verdict.isAllowed) throw businessRule(verdict.reason)
    if (body.NewDepartureDate <= order.arrival_date || body.NewDepartureDate >= order.departure_date) {
      throw invalidInput(`新的离店日期须在${addDays(order.arrival_date, 1)}至${addDays(order.departure_date, -1)}之间`)
    }
    if (body.NewDepartureDate < today) throw invalidInput('新的离店日期不能早于今天')
    const { rowCount: open } = await tx.query(`select 1 from hotel_early_departures where order_id = $1 and status = 'Applied'`, [order.id])
    if (open > 0) throw conflict('已有提前离店申请在处理中')
    const keptNights = Math.round((Date.parse(body.NewDepartureDate) - Date.parse(order.arrival_date)) / 86_400_000)
    const givenBackFen = order.nightly_prices_fen.slice(keptNights).reduce((sum, fen) => sum + fen, 0) * order.room_count
    const refundable = Math.max(order.paid_fen - order.refunded_fen, 0)
    const expected = Math.min(givenBackFen, refundable)
    const { rows: seq } = await tx.query<{ n: number }>('select count(*)::int as n from hotel_early_departures where order_id = $1', [order.id])
    const applicationNo = `TL${order.order_no.slice(1)}${String(seq[0].n + 1).padStart(2, '0')}`
    await tx.query(
      `insert into hotel_early_departures (application_no, order_id, new_departure_date, reason, status, expected_refund_fen) values ($1, $2, $3, $4, 'Applied', $5)`,
      [applicationNo, order.id, body.NewDepartureDate, reason, expected],
    )
    await recordHistory(tx, order.id, 'applyEarlyDeparture', order.status, order.status, { actor: 'applicant', memberId: member.memberId, name: names[0]?.name ?? '' }, `${body.NewDepartureDate}离店：${reason}`)
    return { OrderNo: order.order_no, ApplicationNo: applicationNo, Status: 'Applied', ExpectedRefundFen: expected }
  })
}

/** 发票申请 for what was paid in the app (pay-at-hotel orders get theirs at the desk). One per order. */
export async function applyInvoice(db: Db, member: Member, body: ApplyHotelInvoiceRequest): Promise<ApplyHotelInvoiceData> {
  const title = body.Title.trim()
  if (!title) throw invalidInput('请填写发票抬头')
  const taxNo = normalizeTaxNumber(body.TaxNo)
  const taxProblem = body.TitleType === 'company' ? taxNumberError(taxNo) : null
  if (taxProblem) throw invalidInput(taxProblem)
  if (!EMAIL.test(body.Email.trim())) throw invalidInput('请填写正确的接收邮箱')
  const order = await ownOrder(db, member, body.OrderNo)
  if (!['Confirmed', 'CheckedIn', 'Completed'].includes(order.status)) throw businessRule('订单确认后才可申请发票')
  if (order.pay_method === 'onSite') throw businessRule('到店付订单请在酒店前台索取发票')
  const invoiceable = order.paid_fen - order.refunded_fen
  if (body.AmountFen !== invoiceable) throw businessRule(`开票金额应为¥${fenToYuan(invoiceable)}`)
  const applyNo = `FP${order.order_no.slice(1)}`
  const { rowCount } = await db.query(
    `insert into hotel_invoice_applications (apply_no, order_id, title_type, title, tax_no, email, amount_fen) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (order_id) do nothing`,
    [applyNo, order.id, body.TitleType, title, body.TitleType === 'company' ? taxNo : '', body.Email.trim(), invoiceable],
  )
  if (rowCount === 0) throw conflict('该订单已申请过发票')
  return { OrderNo: order.order_no, InvoiceApplyNo: applyNo, Status: 'Applied' }
}
