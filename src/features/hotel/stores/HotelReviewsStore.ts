import type { HotelReview } from '@api/hotel'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'

export const REVIEW_PAGE_SIZE = 10

/** 用户点评: paged; '2000' is no reviews. */
export class HotelReviewsStore {
  readonly load = new LoadState('点评加载失败，请重试')
  reviews: HotelReview[] = []
  total = 0
  averageScoreTenths = 0
  pageIndex = 0
  isLoadingMore = false
  moreError = ''

  constructor(
    private readonly api: Pick<HotelApi, 'reviews'>,
    readonly hotelId: string,
  ) {
    makeAutoObservable<HotelReviewsStore, 'api'>(this, { api: false, load: false })
  }

  get isEnd(): boolean {
    return this.pageIndex > 0 && this.reviews.length >= this.total
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.reviews({ HotelId: this.hotelId, PageIndex: 1, PageSize: REVIEW_PAGE_SIZE }),
      (data) => {
        this.reviews = data?.Reviews ?? []
        this.total = data?.Total ?? 0
        this.averageScoreTenths = data?.AverageScoreTenths ?? 0
        this.pageIndex = 1
      },
    )
  }

  async loadMore(): Promise<void> {
    if (this.isLoadingMore || this.isEnd || !this.load.isReady) return
    this.isLoadingMore = true
    this.moreError = ''
    try {
      const data = await this.api.reviews({ HotelId: this.hotelId, PageIndex: this.pageIndex + 1, PageSize: REVIEW_PAGE_SIZE })
      runInAction(() => {
        const fresh = data?.Reviews ?? []
        this.reviews = [...this.reviews, ...fresh]
        this.total = fresh.length ? data.Total : this.reviews.length
        this.pageIndex += 1
      })
    } catch (error) {
      runInAction(() => (this.moreError = failureMessage(error, '加载更多失败，请重试')))
    } finally {
      runInAction(() => (this.isLoadingMore = false))
    }
  }
}
