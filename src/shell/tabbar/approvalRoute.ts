import type { SpecRouteId } from '@/routes/types'
import { isLive as registryIsLive } from '@/routes/registry'

export const EXPENSE_APPROVAL_ROUTE_ID: SpecRouteId = 'expenseControl/approve/index'
export const APPROVAL_LIST_ROUTE_ID: SpecRouteId = 'order3.0/approvalList'

/**
 * Where 审批 leads (the tab, the home's 待我审批, 我的): the expense approval list for new-expense-mode
 * members once that screen is built, until then (decision 0090) and for everyone else the approval list,
 * so the tab never disappears and does not change when the session ends.
 */
export function approvalRouteId(isUserNewExpense: boolean, isLive: (routeId: SpecRouteId) => boolean = registryIsLive): SpecRouteId {
  return isUserNewExpense && isLive(EXPENSE_APPROVAL_ROUTE_ID) ? EXPENSE_APPROVAL_ROUTE_ID : APPROVAL_LIST_ROUTE_ID
}
