import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { FavouritesApi } from '../api/favouritesApi'

/** Whether one hotel is saved, and the tap that changes it (the heart shows the server's answer). */
export class FavouriteToggleStore {
  isSaved = false
  isKnown = false
  isBusy = false

  constructor(
    private readonly api: FavouritesApi,
    private readonly hotelId: number,
    private readonly toast: (message: string) => void,
  ) {
    makeAutoObservable<FavouriteToggleStore, 'api' | 'hotelId' | 'toast'>(this, { api: false, hotelId: false, toast: false })
  }

  async fetch(): Promise<void> {
    try {
      const saved = await this.api.state(this.hotelId)
      runInAction(() => {
        this.isSaved = saved
        this.isKnown = true
      })
    } catch {
      // Without the state the heart stays hidden; the detail itself is unaffected.
    }
  }

  async toggle(): Promise<void> {
    if (this.isBusy || !this.isKnown) return
    this.isBusy = true
    const wasSaved = this.isSaved
    try {
      const saved = wasSaved ? await this.api.remove(this.hotelId) : await this.api.save(this.hotelId)
      runInAction(() => (this.isSaved = saved))
      this.toast(saved ? '已收藏' : '已取消收藏')
    } catch (error) {
      this.toast(failureMessage(error, wasSaved ? '取消收藏失败，请重试' : '收藏失败，请重试'))
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }
}
