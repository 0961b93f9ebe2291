import type { BillDetail } from '@api/expense'
import { cameBackBy } from '@domain/expense/approvalRecord'

/**
 * Why a rejected bill came back and who said so (the last 驳回 or 退回给申请人 of its history, decision 0700), for
 * the top of the detail; null otherwise. `word` heads the line: 驳回原因 or 退回原因.
 */
export function rejectionOf(bill: Pick<BillDetail, 'Status' | 'History'>): { word: '驳回' | '退回'; reason: string; by: string } | null {
  if (bill.Status !== 'Rejected') return null
  for (const entry of [...bill.History].reverse()) {
    const why = entry.Status === 'Rejected' ? cameBackBy(entry.Note) : null
    if (why) return { ...why, by: entry.ActorName }
  }
  return null
}
