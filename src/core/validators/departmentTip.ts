import { isEnterpriseAllowed } from './permission'

export const DEPARTMENT_TIP = '注：预订部门与费用归属部门须为同一公司'

/**
 * Enterprises whose booking department and expense department must be in one company. The spec names no
 * ids; this list is configuration (docs/decisions/0022-core-session-brand-validators.md).
 */
export const DEPARTMENT_TIP_ENTERPRISE_IDS: readonly (string | number)[] = []

/** The tip to show under the department fields, or null for enterprises outside the list. */
export function departmentTipFor(
  enterpriseId: unknown,
  enterpriseIds: readonly (string | number)[] = DEPARTMENT_TIP_ENTERPRISE_IDS,
): string | null {
  return isEnterpriseAllowed(enterpriseId, enterpriseIds) ? DEPARTMENT_TIP : null
}
