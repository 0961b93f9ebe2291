import { isOneOf } from '../constants'

/** An element guarded by an enterprise list is shown only to members of those enterprises. */
export function isEnterpriseAllowed(enterpriseId: unknown, allowed: readonly (string | number)[]): boolean {
  return isOneOf(enterpriseId, allowed)
}
