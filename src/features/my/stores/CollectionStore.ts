import type { FavouriteHotel } from '@api/favourites'
import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '../../orders/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { FavouritesApi } from '../api/favouritesApi'

/** 我的收藏: saved hotels page by page, and removing one. */
export class CollectionStore {
  readonly list: PagedList<FavouriteHotel>
  removingId: number | null = null

  constructor(private readonly api: FavouritesApi, private readonly toast: (message: string) => void) {
    this.list = new PagedList((i, s) => api.hotels(i, s), (h) => String(h.HotelId), 20, '收藏加载失败')
    makeAutoObservable<CollectionStore, 'api' | 'toast'>(this, { api: false, toast: false, list: false })
  }

  async remove(hotel: FavouriteHotel): Promise<void> {
    if (this.removingId !== null) return
    this.removingId = hotel.HotelId
    try {
      await this.api.remove(hotel.HotelId)
      runInAction(() => {
        this.list.items = this.list.items.filter((h) => h.HotelId !== hotel.HotelId)
        this.list.total = Math.max(0, this.list.total - 1)
      })
      this.toast('已取消收藏')
    } catch (error) {
      this.toast(failureMessage(error, '取消收藏失败，请重试'))
    } finally {
      runInAction(() => (this.removingId = null))
    }
  }
}
