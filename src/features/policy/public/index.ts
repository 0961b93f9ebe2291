/** What other features may use of the travel policy: the over-standard reason picker and its result channel. */
import type { PolicyProduct } from '@api/policy'
import { pickChannel } from '../../shared/pickResult'
import { openRoute } from '../../shared/navigation'

/** The reason chosen on 超标原因. */
export const overReasonPick = pickChannel<string>('overReason')

/** Opens 超标原因 (product3.0/overReason) for a product; the reason comes back through `overReasonPick`. */
export function openOverReasonPicker(product: PolicyProduct, current: string): void {
  openRoute('product3.0/overReason', { product, ...(current ? { current } : {}) })
}
