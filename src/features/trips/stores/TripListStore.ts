import { makeAutoObservable, runInAction } from 'mobx'
import { systemClock, type Clock } from '../../shared/domain/clock'
import { keepNothing, type KeptLoader } from '../../shared/offline/keptLoader'
import { LoadState } from '../../shared/stores/LoadState'
import type { TripApi, TripItem } from '../api/tripApi'
import { groupTrips, type GroupedTrips } from '../domain/tripGroups'

/** My trips: the list or a search, grouped by day, with unread marks. */
export class TripListStore {
  readonly load = new LoadState('行程加载失败')
  trips: TripItem[] = []
  unread: string[] = []
  keyword = ''
  /** The keyword of the list shown; '' for all trips. */
  shownKeyword = ''
  /** When the trips shown were kept on the device (no network); null when they are fresh. */
  keptAt: number | null = null

  constructor(
    private readonly api: TripApi,
    private readonly clock: Clock = systemClock,
    private readonly kept: KeptLoader = keepNothing,
  ) {
    makeAutoObservable<TripListStore, 'api' | 'clock' | 'kept'>(this, { api: false, clock: false, kept: false, load: false })
  }

  get groups(): GroupedTrips<TripItem> {
    return groupTrips(this.trips, this.clock.now())
  }

  get isEmpty(): boolean {
    return this.trips.length === 0
  }

  get emptyText(): string {
    return this.shownKeyword ? '未找到相关行程' : '暂无行程'
  }

  isUnread(trip: TripItem): boolean {
    return this.unread.includes(trip.OrderNo)
  }

  setKeyword(value: string) {
    this.keyword = value
  }

  /** Reloads what is shown: the search when one is active, else all trips with their unread marks. */
  fetch(): Promise<boolean> {
    const keyword = this.keyword.trim()
    if (keyword) {
      return this.load.run(
        () => this.api.searchTrips(keyword),
        (trips) => {
          this.trips = trips
          this.shownKeyword = keyword
        },
      )
    }
    return this.load.run(
      () => this.kept.load('trips', () => Promise.all([this.api.getTripList(), this.api.getUnreadOrderNos().catch(() => [] as string[])])),
      ({ value: [trips, unread], savedAt }) => {
        this.trips = trips
        this.unread = unread
        this.shownKeyword = ''
        this.keptAt = savedAt
      },
    )
  }

  clearSearch(): Promise<boolean> {
    this.keyword = ''
    return this.fetch()
  }

  /** Marks a trip read at once; the mark comes back if the server refuses. */
  async markRead(trip: TripItem): Promise<void> {
    if (!this.isUnread(trip)) return
    this.unread = this.unread.filter((no) => no !== trip.OrderNo)
    try {
      await this.api.markRead([trip.OrderNo])
    } catch {
      runInAction(() => {
        if (!this.unread.includes(trip.OrderNo)) this.unread.push(trip.OrderNo)
      })
    }
  }
}
