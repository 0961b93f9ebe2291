import type { ClaimSubsidyData, ClaimSubsidyRequest } from '@api/expense'
import type {
  SaveSubsidyCostData, SaveSubsidyCostRequest, SubsidyJourneyListData, SubsidyJourneyProductsData, SubsidyLineDetail, SubsidyLinesData,
  SubsidyPreviewData, SubsidyPreviewRequest,
} from '@api/subsidy'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** expensecontrol Subsidy/* of subsidies v3 and subsidy cost lines (types/api/subsidy.ts, decision 0321). */
export type SubsidyApi = {
  journeys(): Promise<SubsidyJourneyListData>
  journeyProducts(applyNo: string): Promise<SubsidyJourneyProductsData>
  preview(body: SubsidyPreviewRequest): Promise<SubsidyPreviewData>
  claim(body: ClaimSubsidyRequest, reqId: string): Promise<ClaimSubsidyData>
  lines(): Promise<SubsidyLinesData>
  line(costId: string): Promise<SubsidyLineDetail>
  saveLine(body: SaveSubsidyCostRequest, reqId: string): Promise<SaveSubsidyCostData>
}

export function createSubsidyApi(request: RequestFn): SubsidyApi {
  const call = <T>(path: string, body: object, reqId?: string) =>
    dataOf(request<T>('expensecontrol', `Subsidy/${path}`, body, reqId ? { headers: { reqId }, loading: '正在提交...' } : undefined))
  return {
    journeys: () => call('GetJourneyList', {}),
    journeyProducts: (ApplyNo) => call('GetJourneyProducts', { ApplyNo }),
    preview: (body) => call('PreviewSubsidy', body),
    claim: (body, reqId) => call('ClaimSubsidy', body, reqId),
    lines: () => call('GetSubsidyCosts', {}),
    line: (CostId) => call('GetSubsidyCost', { CostId }),
    saveLine: (body, reqId) => call('SaveSubsidyCost', body, reqId),
  }
}
