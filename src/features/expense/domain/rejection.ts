import type { BillDetail } from '@api/expense'

const PREFIX = '驳回：'

/** Why a rejected bill came back and who said so (the last 驳回 of its history), for the top of the detail; null otherwise. */
export function rejectionOf(bill: Pick<BillDetail, 'Status' | 'History'>): { reason: string; by: string } | null {
  if (bill.Status !== 'Rejected') return null
  const entry = [...bill.History].reverse().find((h) => h.Status === 'Rejected' && h.Note.startsWith(PREFIX))
  return entry ? { reason: entry.Note.slice(PREFIX.length), by: entry.ActorName } : null
}
