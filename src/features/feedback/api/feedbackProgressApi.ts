import type { FeedbackDetailData, FeedbackEvaluationData, FeedbackEvaluationRequest, FeedbackScheduleData } from '@api/feedback'
import type { FeedbackPageData, FeedbackSummary } from '@api/tripwise-m-api'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type FeedbackProgressApi = {
  page(pageIndex: number, pageSize: number): Promise<{ items: FeedbackSummary[]; total: number }>
  detail(id: string): Promise<FeedbackDetailData>
  schedule(id: string): Promise<FeedbackScheduleData>
  evaluate(body: FeedbackEvaluationRequest, reqId: string): Promise<FeedbackEvaluationData>
}

/** tripwise-m-api dmm/feedback page, GET detail/{id}, GET schedule/list, evaluation/save (decision 0282). */
export function createFeedbackProgressApi(request: RequestFn): FeedbackProgressApi {
  return {
    page: async (PageIndex, PageSize) => {
      const data = await dataOf(request<FeedbackPageData>('tripwise-m-api', 'dmm/feedback/page', { PageIndex, PageSize }, { acceptCodes: ['2000'] }))
      return { items: data?.Items ?? [], total: data?.Total ?? 0 }
    },
    detail: (id) => dataOf(request<FeedbackDetailData>('tripwise-m-api', 'dmm/feedback/detail', undefined, { method: 'GET', idSegment: id })),
    schedule: (id) => dataOf(request<FeedbackScheduleData>('tripwise-m-api', 'dmm/feedback/schedule/list', { FeedbackId: id }, { method: 'GET' })),
    evaluate: (body, reqId) => dataOf(request<FeedbackEvaluationData>('tripwise-m-api', 'dmm/feedback/evaluation/save', body, { loading: '提交中...', headers: { reqId } })),
  }
}
