import type * as D from '@api/dossen'
import type { Page } from '../../orders/public'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type DossenApi = {
  total(): Promise<D.DossenRewardTotalData>
  months(): Promise<D.DossenTotalByMonthData>
  enterprisesOfMonth(month: string): Promise<D.DossenEnterpriseByMonthData>
  enterprises(): Promise<D.DossenEnterpriseListData>
  employees(enterpriseId: number, pageIndex: number, pageSize: number): Promise<Page<D.DossenEmployee> & { enterpriseName: string }>
  addEmployee(body: D.DossenAddEmployeeRequest, reqId: string): Promise<D.DossenAddEmployeeData>
}

const M = 'tripwise-m-api'
const GET = { method: 'GET' as const }

/** tripwise-m-api dossen/*: rewards, client enterprises and employees (decision 0288). */
export function createDossenApi(request: RequestFn): DossenApi {
  return {
    total: () => dataOf(request<D.DossenRewardTotalData>(M, 'dossen/reward/total', undefined, GET)),
    months: () => dataOf(request<D.DossenTotalByMonthData>(M, 'dossen/reward/total-by-month', undefined, GET)),
    enterprisesOfMonth: (Month) => dataOf(request<D.DossenEnterpriseByMonthData>(M, 'dossen/reward/enterprise-by-month', { Month }, GET)),
    enterprises: () => dataOf(request<D.DossenEnterpriseListData>(M, 'dossen/enterprise/list', {})),
    employees: async (EnterpriseId, PageIndex, PageSize) => {
      const data = await dataOf(request<D.DossenEmployeesData>(M, 'dossen/enterprise/employees', { EnterpriseId, PageIndex, PageSize }))
      return { items: data.Items, total: data.Total, enterpriseName: data.EnterpriseName }
    },
    addEmployee: (body, reqId) => dataOf(request<D.DossenAddEmployeeData>(M, 'dossen/enterprise/employee/add', body, { loading: '添加中...', headers: { reqId } })),
  }
}
