import type { GetFaqDetailData, GetFaqListData, GetFaqListRequest } from '@api/faq'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type ServiceApi = {
  faqList(body: GetFaqListRequest): Promise<GetFaqListData>
  faqDetail(faqId: number): Promise<GetFaqDetailData>
}

/** b2b Scheme FAQ of the customer-service centre (decision 0283). */
export function createServiceApi(request: RequestFn): ServiceApi {
  return {
    faqList: (body) => dataOf(request<GetFaqListData>('b2b', 'Scheme/GetFaqList', body)),
    faqDetail: (FaqId) => dataOf(request<GetFaqDetailData>('b2b', 'Scheme/GetFaqDetail', { FaqId })),
  }
}
