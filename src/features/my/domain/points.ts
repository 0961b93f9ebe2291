import type { CashbackRecord, PointsKind, PointsRecord } from '@api/points'

export const POINTS_KIND_TEXT: Record<PointsKind, string> = {
  earn: '获得',
  redeem: '兑换',
  transfer_in: '同事转赠',
  transfer_out: '转赠同事',
  expire: '过期',
}

/** Signed points as shown: +320, -200. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points)
}

/** The line under a record: kind, order and colleague when there are. */
export function pointsRecordMeta(record: PointsRecord): string {
  return [POINTS_KIND_TEXT[record.Kind], record.OrderNo ? `订单 ${record.OrderNo}` : '', record.Remark ? `留言：${record.Remark}` : '']
    .filter(Boolean)
    .join(' · ')
}

export const CASHBACK_STATUS_TEXT: Record<CashbackRecord['Status'], string> = { pending: '待结算', settled: '已到账' }

export type TransferForm = { phone: string; points: string; remark: string }
export type TransferLimits = { balance: number; min: number; max: number }

/** The first thing wrong with a gift of points, in plain Chinese; null when it may be sent. */
export function transferError(form: TransferForm, limits: TransferLimits): string | null {
  if (!/^1\d{10}$/.test(form.phone.trim())) return '请输入正确的同事手机号'
  const text = form.points.trim()
  if (!/^\d+$/.test(text)) return '请输入转赠积分（整数）'
  const points = Number(text)
  if (points < limits.min || points > limits.max) return `每次可转赠 ${limits.min}-${limits.max} 积分`
  if (points > limits.balance) return `积分不足，当前可用 ${limits.balance} 积分`
  if (form.remark.trim().length > 50) return '留言最多50个字'
  return null
}
