import type { ValidateBudgetData } from '@api/common'
import type { ConsumptionDetailData, GetMyApprovalRulesData } from '@api/memberOverview'
import type { QueryMyTravelStandardData } from '@api/policy'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type OverviewApi = {
  standard(): Promise<QueryMyTravelStandardData>
  budgets(): Promise<ValidateBudgetData>
  approvalRules(): Promise<GetMyApprovalRulesData>
  consumption(month: string, scope?: 'mine' | 'enterprise'): Promise<ConsumptionDetailData>
}

/** What 管控信息 and 消费明细 read: the standard, the budgets of the default department, approvals, orders (decision 0287). */
export function createOverviewApi(request: RequestFn): OverviewApi {
  return {
    standard: () => dataOf(request<QueryMyTravelStandardData>('b2b', 'Customer/QueryMyTravelStandard', {})),
    // Amount 0 asks for the budgets as they stand, without a booking to check.
    budgets: () => dataOf(request<ValidateBudgetData>('common', 'api/Budget/ValidateBudget', { Amount: 0, ProductType: 1 })),
    approvalRules: () => dataOf(request<GetMyApprovalRulesData>('common', 'api/Customer/GetMyApprovalRules', {})),
    consumption: (Month, Scope = 'mine') => dataOf(request<ConsumptionDetailData>('common', 'api/order/GetConsumptionDetail', Scope === 'enterprise' ? { Month, Scope } : { Month })),
  }
}
