import type {
  BusinessFunction,
  FrequentBusinessAddData,
  FrequentBusinessEditData,
  FrequentBusinessIndexData,
  FrequentBusinessListData,
  FrequentBusinessSearchData,
  FrequentItem,
} from '@api/index'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type { BusinessFunction }
export type FunctionCategory = FrequentBusinessIndexData['Categories'][number]

export type FrequentlyUsedApi = {
  list(): Promise<FrequentItem[]>
  catalogue(): Promise<FunctionCategory[]>
  search(keyword: string): Promise<BusinessFunction[]>
  add(functionCode: string): Promise<FrequentBusinessAddData>
  reorder(ids: string[]): Promise<FrequentItem[]>
  remove(id: string): Promise<unknown>
}

const BASE = 'frequently/used/business'

export function createFrequentlyUsedApi(request: RequestFn): FrequentlyUsedApi {
  return {
    list: async () => (await dataOf(request<FrequentBusinessListData>('tripwise-m-api', `${BASE}/list`, {}))).Items ?? [],
    catalogue: async () => (await dataOf(request<FrequentBusinessIndexData>('tripwise-m-api', `${BASE}/index`, {}))).Categories ?? [],
    search: async (keyword) =>
      (
        await dataOf(
          request<FrequentBusinessSearchData | null>('tripwise-m-api', `${BASE}/search`, { Keyword: keyword }, {
            abortDuplicate: true,
            acceptCodes: [RESULT_CODE.noResult],
          }),
        )
      )?.Functions ?? [],
    add: (functionCode) => dataOf(request<FrequentBusinessAddData>('tripwise-m-api', `${BASE}/add`, { FunctionCode: functionCode })),
    reorder: async (ids) => (await dataOf(request<FrequentBusinessEditData>('tripwise-m-api', `${BASE}/edit`, { Ids: ids }))).Items ?? [],
    remove: (id) => dataOf(request('tripwise-m-api', `${BASE}/delete`, { Id: id })),
  }
}
