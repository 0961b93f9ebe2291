import type { BelongEnterprise } from '@api/index'

type EnterpriseLike = Pick<BelongEnterprise, 'EnterpriseId' | 'EnterpriseName'> & Partial<Pick<BelongEnterprise, 'IsCurrent'>>
export type EnterpriseRow<T extends EnterpriseLike = BelongEnterprise> = T & { isCurrent: boolean }

/**
 * The member's enterprises in the server's order, the one of the session marked as current (the server's
 * IsCurrent when the app knows no enterprise id).
 */
export function enterpriseRows<T extends EnterpriseLike>(
  list: readonly T[],
  currentId: string | number | undefined,
): EnterpriseRow<T>[] {
  const current = currentId === undefined || currentId === '' ? null : String(currentId)
  return list.map((e) => ({ ...e, isCurrent: current === null ? Boolean(e.IsCurrent) : String(e.EnterpriseId) === current }))
}

/** 切换企业 is offered only to members who belong to more than one enterprise. */
export function canChangeEnterprise(list: readonly unknown[]): boolean {
  return list.length > 1
}
