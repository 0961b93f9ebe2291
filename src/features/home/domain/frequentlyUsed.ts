import type { BusinessFunction, FrequentItem } from '@api/index'

/** The server keeps at most 12 frequently used functions per member. */
export const MAX_FREQUENT = 12

export function searchError(keyword: string): string | null {
  return keyword.trim() === '' ? '请输入搜索关键词' : null
}

type Coded = Pick<BusinessFunction, 'FunctionCode'>

export function isAdded(fn: Coded, items: readonly Pick<FrequentItem, 'FunctionCode'>[]): boolean {
  return items.some((item) => item.FunctionCode === fn.FunctionCode)
}

/** Why a function cannot be added, or null. */
export function addError(fn: Coded, items: readonly Pick<FrequentItem, 'FunctionCode'>[]): string | null {
  if (isAdded(fn, items)) return '已在常用中'
  if (items.length >= MAX_FREQUENT) return `最多添加${MAX_FREQUENT}个常用功能`
  return null
}

/** The item ids after moving one up (-1) or down (+1); null when it cannot move that way. */
export function movedIds(items: readonly Pick<FrequentItem, 'Id'>[], index: number, delta: -1 | 1): string[] | null {
  const target = index + delta
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null
  const ids = items.map((item) => item.Id)
  ;[ids[index], ids[target]] = [ids[target], ids[index]]
  return ids
}
