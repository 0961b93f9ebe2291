import type { Banner, FrequentItem, FrequentlyUsedIndexData, GetBannersData, GetLoginUserInfosData } from '@api/index'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type { Banner, FrequentItem }

export type HomeApi = {
  getBanners(): Promise<Banner[]>
  getFrequentlyUsed(): Promise<FrequentItem[]>
  getLoginUserInfos(): Promise<GetLoginUserInfosData>
}

export function createHomeApi(request: RequestFn): HomeApi {
  return {
    getBanners: async () => (await dataOf(request<GetBannersData>('b2b', 'Common/GetBanners', { Position: 'home' }))).Banners ?? [],
    getFrequentlyUsed: async () =>
      (await dataOf(request<FrequentlyUsedIndexData>('tripwise-m-api', 'frequently/used/index', {}))).Items ?? [],
    getLoginUserInfos: () => dataOf(request<GetLoginUserInfosData>('common', 'api/Customer/GetLoginUserInfos', {})),
  }
}
