/** Money is integer fen everywhere; these yuan texts are what both the app and the server write. */

/** 123450 -> '1234.50'; -5 -> '-0.05'. Non-integers are rounded to the fen. */
export function fenToYuan(fen: number): string {
  const value = Math.round(Number.isFinite(fen) ? fen : 0)
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** For messages: whole yuan without decimals, else two ('123', '123.50'). */
export function yuanText(fen: number): string {
  const value = Math.round(Number.isFinite(fen) ? fen : 0)
  return value % 100 === 0 ? String(value / 100) : fenToYuan(value)
}

/** For prices and messages: the yuan sign before two decimals, without grouping ('¥1234.50', '¥-0.05'). */
export function fenToPrice(fen: number): string {
  return `¥${fenToYuan(fen)}`
}
