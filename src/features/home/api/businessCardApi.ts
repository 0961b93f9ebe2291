import type { BusinessCard, BusinessCardSearchData, MyBusinessCardData } from '@api/businessCard'
import type { Page } from '../../orders/public'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type BusinessCardApi = {
  mine(): Promise<BusinessCard>
  search(keyword: string, pageIndex: number, pageSize: number): Promise<Page<BusinessCard>>
}

/** tripwise-m-api business-card/mine and business-card-bank/search (decision 0351); no result reads as empty. */
export function createBusinessCardApi(request: RequestFn): BusinessCardApi {
  return {
    mine: () => dataOf(request<MyBusinessCardData>('tripwise-m-api', 'business-card/mine', {})),
    search: async (Keyword, PageIndex, PageSize) => {
      const data = await dataOf(request<BusinessCardSearchData>('tripwise-m-api', 'business-card-bank/search', { Keyword, PageIndex, PageSize }, { acceptCodes: ['2000'] }))
      return { items: data?.Items ?? [], total: data?.Total ?? 0 }
    },
  }
}
