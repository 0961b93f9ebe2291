/** What other features may use of the travel policy: the over-standard reason picker and its round trip. */
import type { PolicyProduct } from '@api/policy'
import { sessionsPer } from '../../shared/stores/PickSession'
import { openRoute } from '../../shared/navigation'

export type OverReasonRequest = { product: PolicyProduct; current: string }

/** One 超标原因 round trip per app root: the form opens it, the picker answers, the form takes the reason. */
export const overReasonSession = sessionsPer<OverReasonRequest, string>()

/** Opens 超标原因 (product3.0/overReason) for a form (`purpose`); take the reason with overReasonSession(root).take(purpose). */
export function openOverReasonPicker(root: object, purpose: string, request: OverReasonRequest): void {
  overReasonSession(root).open(purpose, request)
  openRoute('product3.0/overReason', { product: request.product, ...(request.current ? { current: request.current } : {}) })
}
