import type { FavouriteHotel, FavouriteListData, FavouriteStateData } from '@api/favourites'
import type { Page } from '../../orders/public'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type FavouritesApi = {
  hotels(pageIndex: number, pageSize: number): Promise<Page<FavouriteHotel>>
  state(hotelId: number): Promise<boolean>
  save(hotelId: number): Promise<boolean>
  remove(hotelId: number): Promise<boolean>
}

/** common api/favorite/*: the member's saved hotels (decision 0285). */
export function createFavouritesApi(request: RequestFn): FavouritesApi {
  const call = async (path: string, HotelId: number) => (await dataOf(request<FavouriteStateData>('common', `api/favorite/${path}`, { HotelId }))).IsSaved
  return {
    hotels: async (PageIndex, PageSize) => {
      const data = await dataOf(request<FavouriteListData>('common', 'api/favorite/HotelList', { PageIndex, PageSize }, { acceptCodes: ['2000'] }))
      return { items: data?.Items ?? [], total: data?.Total ?? 0 }
    },
    state: (id) => call('GetHotelState', id),
    save: (id) => call('SaveHotel', id),
    remove: (id) => call('RemoveHotel', id),
  }
}
