import { yuanText } from '@domain/money/money'

/** Amount typed in yuan ('86', '86.5', '86.50') to integer fen; null when it is not a positive amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const value = text.trim()
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null
  const [whole, decimals = ''] = value.split('.')
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  return fen > 0 ? fen : null
}

/** Fen as the form shows it for editing: 8650 -> '86.50', 9000 -> '90'. */
export function fenToInput(fen: number): string {
  return yuanText(fen)
}
