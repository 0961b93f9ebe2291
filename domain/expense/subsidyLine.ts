/**
 * A claimed subsidy as a cost line (编辑补贴费用, decision 0321): the half days it holds, each with the daily rate
 * items of the trip that paid it. The member may drop days (they are freed for a later claim) and deduct items
 * of a day (a meal the host provided, a car the client lent); the line can only shrink, never grow.
 */

import type { SubsidyItem } from '../../types/api/subsidy'

export type { SubsidyItem } from '../../types/api/subsidy'

export const SUBSIDY_ITEMS = ['meal', 'transport', 'communication'] as const satisfies readonly SubsidyItem[]
export const SUBSIDY_ITEM_TEXT: Record<SubsidyItem, string> = { meal: '餐补', transport: '交通', communication: '通讯' }

/** Daily rate items in fen; null on a half claimed before the items were kept (not itemised). */
export type SubsidyItems = { meal: number; transport: number; communication: number }

export type LineHalf = {
  date: string
  half: 0 | 1
  items: SubsidyItems | null
  deducted: SubsidyItem[]
  /** What the half pays now (for a half without items: what it paid when claimed). */
  amountFen: number
}

/** The amount of a half day: the items not deducted, the morning the smaller half of an odd total. */
export function halfAmountFen(items: SubsidyItems, deducted: readonly SubsidyItem[], half: 0 | 1): number {
  const total = SUBSIDY_ITEMS.filter((i) => !deducted.includes(i)).reduce((sum, i) => sum + items[i], 0)
  const morning = Math.floor(total / 2)
  return half === 0 ? morning : total - morning
}

export type LineDayEdit = { date: string; keep: boolean; deducted: SubsidyItem[] }

export type LineEditResult = { kept: LineHalf[]; dropped: LineHalf[]; amountFen: number; dayCount: number }

/**
 * Applies the member's edit to the line's halves. A day not named keeps its halves as they are; a dropped day
 * frees its halves; deductions apply to itemised halves only. Throws a Chinese message when the edit names a
 * day the line does not hold or would leave the line empty.
 */
export function applyLineEdit(halves: readonly LineHalf[], edits: readonly LineDayEdit[]): LineEditResult {
  const days = new Set(halves.map((h) => h.date))
  for (const e of edits) if (!days.has(e.date)) throw new Error(`${e.date}不在该补贴费用中`)
  const editOf = new Map(edits.map((e) => [e.date, e]))
  const kept: LineHalf[] = []
  const dropped: LineHalf[] = []
  for (const h of halves) {
    const edit = editOf.get(h.date)
    if (edit && !edit.keep) {
      dropped.push(h)
      continue
    }
    const deducted = edit ? SUBSIDY_ITEMS.filter((i) => edit.deducted.includes(i)) : h.deducted
    kept.push(h.items ? { ...h, deducted, amountFen: halfAmountFen(h.items, deducted, h.half) } : h)
  }
  if (kept.length === 0) throw new Error('至少保留一天补贴；不再需要时请在记账本删除该费用')
  return { kept, dropped, amountFen: kept.reduce((s, h) => s + h.amountFen, 0), dayCount: kept.length / 2 }
}

export type LineDay = { date: string; halves: (0 | 1)[]; items: SubsidyItems | null; deducted: SubsidyItem[]; amountFen: number }

/** The halves of a line grouped by day, in date order. */
export function lineDays(halves: readonly LineHalf[]): LineDay[] {
  const byDate = new Map<string, LineDay>()
  for (const h of [...halves].sort((a, b) => (a.date === b.date ? a.half - b.half : a.date < b.date ? -1 : 1))) {
    const day = byDate.get(h.date)
    if (!day) byDate.set(h.date, { date: h.date, halves: [h.half], items: h.items, deducted: [...h.deducted], amountFen: h.amountFen })
    else {
      day.halves.push(h.half)
      day.amountFen += h.amountFen
    }
  }
  return [...byDate.values()]
}
