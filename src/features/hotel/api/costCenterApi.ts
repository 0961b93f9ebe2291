import type { GetMyDepartmentsData } from '@api/common'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Cost centres the member may charge: those of their departments (common has no cost-centre list yet). */
export type CostCenterApi = { myDepartments(): Promise<GetMyDepartmentsData> }

export function createCostCenterApi(request: RequestFn): CostCenterApi {
  return { myDepartments: () => dataOf(request<GetMyDepartmentsData>('common', 'api/Customer/GetMyDepartments', {})) }
}
