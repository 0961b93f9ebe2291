/** Which rows of a long fixed-height list to render: the visible ones plus an overscan on each side. */
export type VirtualWindow = { start: number; end: number; offsetTop: number; totalHeight: number }

export function virtualWindow(params: {
  count: number
  itemHeight: number
  viewportHeight: number
  scrollTop: number
  overscan?: number
}): VirtualWindow {
  const { count, itemHeight, viewportHeight } = params
  const overscan = params.overscan ?? 5
  const totalHeight = count * itemHeight
  if (count === 0 || itemHeight <= 0) return { start: 0, end: 0, offsetTop: 0, totalHeight }
  const scrollTop = Math.min(Math.max(0, params.scrollTop), Math.max(0, totalHeight - viewportHeight))
  const first = Math.floor(scrollTop / itemHeight)
  const visible = Math.ceil(viewportHeight / itemHeight) + 1
  const start = Math.max(0, first - overscan)
  const end = Math.min(count, first + visible + overscan)
  return { start, end, offsetTop: start * itemHeight, totalHeight }
}

/** Reach-bottom: true when the remaining distance is within `threshold` px (600 on hotel lists). */
export function isNearBottom(scrollTop: number, viewportHeight: number, scrollHeight: number, threshold: number): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold
}
