import { CHANGE_ANY_DATE_HOURS } from './changeWindow'

/**
 * 12306's 变更到站 (decision 0770): the same train and date to another arrival station, online no later than 48 hours
 * before departure (exactly 48:00 still may; no public text of the limit was found, decision 0821), once per ticket;
 * a ticket that was changed already (改签 or 变更到站) cannot. The money is a 改签's (`changeMoney`): a dearer fare pays the difference, a cheaper one refunds it less
 * 12306's refund fee on the difference.
 */
export const STATION_CHANGE_CLOSES_HOURS = CHANGE_ANY_DATE_HOURS

const HOUR_MS = 3_600_000

export type StationChangeTicket = {
  departAt: Date
  /** The ticket came from a 改签 or a 变更到站 already. */
  isChangedTicket: boolean
  /** Stop indexes on the train: the ticket's departure and arrival. */
  fromIndex: number
  toIndex: number
}

/** Why the ticket cannot change its arrival at all now, in Chinese; '' when it can. */
export function stationChangeTicketError(ticket: Pick<StationChangeTicket, 'departAt' | 'isChangedTicket'>, now: Date): string {
  if (ticket.isChangedTicket) return '车票已改签或变更到站过一次，不能再变更到站'
  if (ticket.departAt.getTime() - now.getTime() < STATION_CHANGE_CLOSES_HOURS * HOUR_MS) return `距开车不足${STATION_CHANGE_CLOSES_HOURS}小时，不能在线变更到站，请到车站办理`
  return ''
}

/** Why the ticket cannot change to the stop `newToIndex` (null: the train does not stop there), in Chinese; '' when it can. */
export function stationChangeError(ticket: StationChangeTicket, newToIndex: number | null, now: Date): string {
  const closed = stationChangeTicketError(ticket, now)
  if (closed) return closed
  if (newToIndex === null) return '本车次不经停所选车站'
  if (newToIndex === ticket.toIndex) return '请选择与原到站不同的车站'
  if (newToIndex <= ticket.fromIndex) return '新到站须在出发站之后'
  return ''
}

/** The stops a ticket may change its arrival to: after its departure, not its arrival. */
export function stationChangeStops<T extends { index: number }>(stops: readonly T[], fromIndex: number, toIndex: number): T[] {
  return stops.filter((s) => s.index > fromIndex && s.index !== toIndex)
}

/** The 变更到站 rules as the change screen shows them. */
export const STATION_CHANGE_RULES: readonly string[] = [
  `开车前${STATION_CHANGE_CLOSES_HOURS}小时以上可在线办理变更到站一次：车次、日期和出发站不变，只变更到达站。`,
  '已改签或已变更到站的车票不能再变更到站，变更到站后的车票不能再改签。',
  '新票价高于原票价的，需补交差价；低于原票价的，退还差价并按原车票开车前剩余时间对差额收取退票费。',
]
