/** Money is integer fen everywhere; yuan strings only for display and input (the app's display formats). */
import { fenToYuan } from '@domain/money/money'

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** 123450 -> '¥1,234.50'; -123450 -> '-¥1,234.50'. */
export function formatFen(fen: number, options: { symbol?: string; grouping?: boolean } = {}): string {
  const yuan = fenToYuan(fen)
  const sign = yuan.startsWith('-') ? '-' : ''
  const [whole, cents] = yuan.replace('-', '').split('.')
  const grouped = options.grouping === false ? whole : groupThousands(whole)
  return `${sign}${options.symbol ?? '¥'}${grouped}.${cents}`
}

/** Without trailing zeros: 123400 -> '1234', 123450 -> '1234.5'. */
export function formatYuanShort(fen: number): string {
  return fenToYuan(fen).replace(/\.?0+$/, '')
}

const YUAN_INPUT = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/

/**
 * Yuan typed by a user ('1,234.5', '¥12', '0.05', 12.3) -> fen, without floating-point error.
 * null for anything else, including more than two decimals.
 */
export function parseYuanToFen(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || Math.abs(input) >= 1e13) return null
    return parseYuanToFen(input.toFixed(Math.min(2, decimalsOf(input))))
  }
  const text = input.trim().replace(/^¥|^￥/, '').replace(/,/g, '').trim()
  const match = YUAN_INPUT.exec(text)
  if (!match) return null
  const [, sign, whole, cents = ''] = match
  if (whole.length > 13) return null
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0'))
  return sign === '-' && fen !== 0 ? -fen : fen
}

function decimalsOf(value: number): number {
  const text = String(value)
  const at = text.indexOf('.')
  return at < 0 ? 0 : text.length - at - 1
}
