/**
 * The words a bill's 处理记录 starts its notes with when it comes back to its applicant (decision 0700): the
 * server writes them, the detail reads the last one to show why at the top. Imports nothing.
 */
export const REJECTED_NOTE = '驳回：'
export const RETURNED_TO_APPLICANT = '退回给申请人：'

/** Why a note sent the bill back (驳回 or 退回), or null when it did not. */
export function cameBackBy(note: string): { word: '驳回' | '退回'; reason: string } | null {
  if (note.startsWith(REJECTED_NOTE)) return { word: '驳回', reason: note.slice(REJECTED_NOTE.length) }
  if (note.startsWith(RETURNED_TO_APPLICANT)) return { word: '退回', reason: note.slice(RETURNED_TO_APPLICANT.length) }
  return null
}
