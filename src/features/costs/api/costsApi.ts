import type {
  AddProjectData, AddProjectRequest, GetAppConfigData, GetCostCenterData, GetCostCenterRequest, GetCostModulesData,
  GetFinanceReasonListData, GetMyCostCenterData, GetProjectListData, GetProjectListRequest,
} from '@api/costs'
import type { ValidateBudgetData, ValidateBudgetRequest } from '@api/common'
import type { ProductType } from '@api/envelope'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Cost centres, projects, finance reasons, cost modules, the enterprise's app config and budgets. */
export type CostsApi = {
  myCostCenters(): Promise<GetMyCostCenterData>
  costCenters(body: GetCostCenterRequest): Promise<GetCostCenterData>
  projects(body: GetProjectListRequest): Promise<GetProjectListData>
  addProject(body: AddProjectRequest, reqId: string): Promise<AddProjectData>
  financeReasons(): Promise<GetFinanceReasonListData>
  costModules(productType: ProductType): Promise<GetCostModulesData>
  appConfig(): Promise<GetAppConfigData>
  validateBudget(body: ValidateBudgetRequest): Promise<ValidateBudgetData>
}

export function createCostsApi(request: RequestFn): CostsApi {
  return {
    myCostCenters: () => dataOf(request<GetMyCostCenterData>('b2b', 'Customer/GetMyCostCenter', {})),
    costCenters: (body) => dataOf(request<GetCostCenterData>('b2b', 'Customer/GetCostCenter', body)),
    projects: (body) => dataOf(request<GetProjectListData>('common', 'api/project/GetProjectList', body)),
    addProject: (body, reqId) => dataOf(request<AddProjectData>('common', 'api/project/AddProject', body, { headers: { reqId } })),
    financeReasons: () => dataOf(request<GetFinanceReasonListData>('common', 'api/financeReason/GetFinanceReasonList', {})),
    costModules: (productType) => dataOf(request<GetCostModulesData>('common', 'api/enterpriseConfig/GetCostModules', { ProductType: productType })),
    appConfig: () => dataOf(request<GetAppConfigData>('common', 'api/enterpriseConfig/GetAppConfig', {})),
    validateBudget: (body) => dataOf(request<ValidateBudgetData>('common', 'api/Budget/ValidateBudget', body)),
  }
}
