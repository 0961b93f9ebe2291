import type { SubsidyPreviewDay, SubsidyProduct } from '@api/subsidy'

/** The chosen orders in a query: 'F1,T2'; 'none' when the trip goes by the application's dates. */
export const encodeOrders = (orderNos: readonly string[]): string => (orderNos.length ? orderNos.join(',') : 'none')

/** Back from the query: undefined (every order) when absent. */
export function decodeOrders(text: string | undefined): string[] | undefined {
  if (text === undefined || text === '') return undefined
  return text === 'none' ? [] : text.split(',').filter(Boolean)
}

/** The orders that time a trip by default: every flight and train. */
export const defaultTimingOrders = (items: readonly SubsidyProduct[]): string[] => items.filter((i) => i.Timing).map((i) => i.OrderNo)

/** The dates a member may choose (not yet claimed) and what the chosen ones pay. */
export const claimableDates = (days: readonly SubsidyPreviewDay[]): string[] => days.filter((d) => !d.Claimed).map((d) => d.Date)

export function chosenFen(days: readonly SubsidyPreviewDay[], chosen: ReadonlySet<string>): { fen: number; dayCount: number } {
  const picked = days.filter((d) => !d.Claimed && chosen.has(d.Date))
  return { fen: picked.reduce((s, d) => s + d.AmountFen, 0), dayCount: picked.reduce((s, d) => s + d.Halves, 0) / 2 }
}

/** '按机票、火车票时间计算' or '按申请单日期计算' */
export const timingText = (timedBy: 'orders' | 'application'): string => (timedBy === 'orders' ? '按所选机票、火车票的出发和到达时间计算' : '按出差申请的日期计算（全天）')
