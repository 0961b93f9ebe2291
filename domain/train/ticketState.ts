import type { OrderStatus } from '../../types/api/order'
import { trainStatusText } from './statusText'

/**
 * Each ticket (passenger) of a train order (decision 0390): Valid until it is refunded or changed on its own; a
 * multi-passenger order keeps its order status while the other tickets stay issued.
 */
export type TicketStatus = 'Valid' | 'Refunded' | 'Changed'

export type TicketState = { id: number; status: TicketStatus }

/** What the detail shows beside a passenger: the order's text while the ticket is valid, else the ticket's own end. */
export function ticketStatusText(orderStatus: OrderStatus, ticket: TicketStatus, orderChanged = false, changePending = false): string {
  if (ticket === 'Refunded') return '已退票'
  if (ticket === 'Changed') return '已改签'
  if (changePending && orderStatus === 'Confirmed') return '改签中'
  return trainStatusText(orderStatus, orderChanged)
}

/**
 * The order's text: 部分退票 / 部分改签 / 部分退改 while some tickets are still issued and others ended on their own;
 * an issued order whose tickets all ended on their own shows how they ended.
 */
export function mixedOrderStatusText(orderStatus: OrderStatus, tickets: readonly TicketState[], orderChanged = false): string {
  const valid = tickets.filter((t) => t.status === 'Valid').length
  if (orderStatus !== 'Confirmed' || orderChanged || valid === tickets.length) return trainStatusText(orderStatus, orderChanged)
  const refunded = tickets.some((t) => t.status === 'Refunded')
  const changed = tickets.some((t) => t.status === 'Changed')
  const prefix = valid === 0 ? '已' : '部分'
  if (refunded && changed) return `${prefix}退改`
  return `${prefix}${refunded ? '退票' : '改签'}`
}

/** How a product names its tickets and their holders in the selection's messages (flights: 机票 and 乘机人). */
export type TicketWords = { ticket: string; passenger: string }
const TRAIN_WORDS: TicketWords = { ticket: '车票', passenger: '乘客' }

export type TicketSelection = { ok: true; ids: number[]; isAllValid: boolean } | { ok: false; message: string }

/**
 * The tickets a refund or change acts on: the ids asked for (none: every valid ticket), each a ticket of the order
 * that is still valid. isAllValid: the selection takes every remaining ticket, so the whole order ends with it.
 */
export function selectTickets(tickets: readonly TicketState[], askedIds: readonly number[] | undefined, words: TicketWords = TRAIN_WORDS): TicketSelection {
  const valid = tickets.filter((t) => t.status === 'Valid').map((t) => t.id)
  if (valid.length === 0) return { ok: false, message: `订单中没有可操作的${words.ticket}` }
  if (!askedIds || askedIds.length === 0) return { ok: true, ids: valid, isAllValid: true }
  const ids = [...new Set(askedIds)]
  for (const id of ids) {
    const ticket = tickets.find((t) => t.id === id)
    if (!ticket) return { ok: false, message: `所选${words.passenger}不在此订单中` }
    if (ticket.status !== 'Valid') return { ok: false, message: `所选${words.ticket}已${ticket.status === 'Refunded' ? '退票' : '改签'}` }
  }
  return { ok: true, ids: valid.filter((id) => ids.includes(id)), isAllValid: ids.length === valid.length }
}

/**
 * 12306's fee on the chosen tickets, each ticket's fee (by refundFeeFen) on its own fare (a sleeper's is its berth's,
 * decision 0780), never more than the money they still hold.
 */
export function ticketsRefundMoney(tickets: readonly { fareFen: number; feeFen: number }[], heldFen: number): { valueFen: number; feeFen: number; refundFen: number } {
  const valueFen = Math.max(0, Math.min(tickets.reduce((sum, t) => sum + t.fareFen, 0), heldFen))
  const feeFen = Math.min(tickets.reduce((sum, t) => sum + Math.min(t.feeFen, t.fareFen), 0), valueFen)
  return { valueFen, feeFen, refundFen: valueFen - feeFen }
}
