import type {
  GetBetterRoomListData, GetBetterRoomListRequest, GetTravelStandardRewardRuleData, HotelDetail, HotelReview, HotelStandardContext,
} from '@api/hotel'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'
import { checkedRates, cheapestCompliant, type CheckedRate } from '../domain/compliantRate'
import { MAX_ROOMS } from '../domain/guests'
import { occupancyOf, type RoomPreloadCache } from '../domain/roomPreload'
import { savingBonusInfo, selectRule, type SavingBonusInfo } from '../domain/savingBonus'
import { nightsOf } from '../domain/stay'
import { hotelCapOf } from '@domain/policy/hotel'
import type { HotelFlowStore } from './HotelFlowStore'

export type HotelDetailDeps = {
  api: Pick<HotelApi, 'hotelDetail' | 'rooms' | 'reviews' | 'savingBonusRules'>
  flow: HotelFlowStore
  preloadCache: Pick<RoomPreloadCache, 'resultFor'>
  /** App config flag openSavingBonus. */
  isSavingBonusOn: () => boolean
  toast: (message: string) => void
}

export type StayQuery = { hotelId: string; arrivalDate: string; departureDate: string; isPrivate: boolean }

export const MAX_ADULTS_PER_ROOM = 3

export const clampRooms = (count: number) => Math.min(MAX_ROOMS, Math.max(1, Math.floor(count)))
export const clampAdults = (count: number) => Math.min(MAX_ADULTS_PER_ROOM, Math.max(1, Math.floor(count)))

/** Hotel detail: the hotel, its rooms and rates against the standard, a few reviews, saving-bonus rules. */
export class HotelDetailStore {
  readonly load = new LoadState('酒店信息加载失败，请重试')
  readonly roomsLoad = new LoadState('房型加载失败，请重试')
  detail: HotelDetail | null = null
  roomsData: GetBetterRoomListData | null = null
  reviews: HotelReview[] = []
  reviewTotal = 0
  bonusData: GetTravelStandardRewardRuleData | null = null
  bonusError = ''
  stay: StayQuery

  constructor(
    private readonly deps: HotelDetailDeps,
    stay: StayQuery,
  ) {
    this.stay = stay
    makeAutoObservable<HotelDetailStore, 'deps'>(this, { deps: false, load: false, roomsLoad: false })
  }

  get roomCount(): number {
    return this.deps.flow.occupancy.roomCount
  }

  get adultsPerRoom(): number {
    return this.deps.flow.occupancy.adultsPerRoom
  }

  get nights(): number {
    return nightsOf(this.stay.arrivalDate, this.stay.departureDate)
  }

  get context(): HotelStandardContext | null {
    if (!this.roomsData) return null
    const { CityTier, Role, Standard } = this.roomsData
    return { CityTier, Role, Standard: this.stay.isPrivate ? null : Standard }
  }

  get rates(): CheckedRate[] {
    return this.roomsData && this.context ? checkedRates(this.roomsData.Rooms, this.context) : []
  }

  get cheapest(): CheckedRate | null {
    return this.roomsData && this.context ? cheapestCompliant(this.roomsData.Rooms, this.context) : null
  }

  get capFen(): number | null {
    const context = this.context
    return context ? hotelCapOf(context.Standard, context.CityTier, context.Role) : null
  }

  get savingBonus(): SavingBonusInfo | null {
    return savingBonusInfo(this.deps.isSavingBonusOn(), this.bonusData)
  }

  get roomsRequest(): GetBetterRoomListRequest {
    const occupancy = occupancyOf(this.roomCount, this.adultsPerRoom)
    return {
      HotelId: this.stay.hotelId,
      HotelProductType: 1,
      ArrivalDate: this.stay.arrivalDate,
      DepartureDate: this.stay.departureDate,
      Lat: this.detail?.Lat ?? 0,
      Lon: this.detail?.Lon ?? 0,
      roomOccupancyList: occupancy,
      CheckInRoomList: occupancy.map((room) => ({ RoomIndex: room.RoomIndex })),
      FilterList: [],
      StandardAmount: this.capFen ?? 0,
      SearchTrack: { ConditionList: [] },
      HotelDistance: 0,
      HotelPosition: 0,
      IsRecommend: 0,
      RankType: 'recommend',
      MinPrice: 0,
      IsPrivate: this.stay.isPrivate ? 1 : 0,
    }
  }

  async fetch(): Promise<boolean> {
    const { hotelId, arrivalDate, departureDate } = this.stay
    const ok = await this.load.run(
      () => this.deps.api.hotelDetail({ HotelId: hotelId, ArrivalDate: arrivalDate, DepartureDate: departureDate }),
      (detail) => (this.detail = detail),
    )
    if (!ok) return false
    await Promise.all([this.fetchRooms(), this.fetchReviews(), this.fetchBonus()])
    return true
  }

  /** Rooms from the preload cache when fresh, else from the server. */
  fetchRooms(force = false): Promise<boolean> {
    const request = this.roomsRequest
    const preloaded = force ? null : this.deps.preloadCache.resultFor(request)
    return this.roomsLoad.run(
      () => (preloaded ? Promise.resolve(preloaded) : this.deps.api.rooms(request)),
      (data) => (this.roomsData = data),
    )
  }

  async fetchReviews(): Promise<void> {
    try {
      const data = await this.deps.api.reviews({ HotelId: this.stay.hotelId, PageIndex: 1, PageSize: 3 })
      runInAction(() => {
        this.reviews = data?.Reviews ?? []
        this.reviewTotal = data?.Total ?? 0
      })
    } catch {
      // reviews are a teaser here; the reviews screen shows its own error
    }
  }

  async fetchBonus(): Promise<void> {
    const cityCode = this.detail?.CityCode
    if (!this.deps.isSavingBonusOn() || !cityCode || this.stay.isPrivate) return
    try {
      const data = await this.deps.api.savingBonusRules(cityCode)
      runInAction(() => (this.bonusData = data))
    } catch (error) {
      runInAction(() => (this.bonusError = failureMessage(error, '节省奖励规则获取失败')))
    }
  }

  selectBonusRule(ruleId: string) {
    if (this.bonusData) this.bonusData = { ...this.bonusData, Rules: selectRule(this.bonusData.Rules, ruleId) }
  }

  /** Guests per room changed (checkPersonCount): rooms are asked again for the new occupancy. */
  setOccupancy(roomCount: number, adultsPerRoom: number): Promise<boolean> {
    this.deps.flow.setOccupancy(clampRooms(roomCount), clampAdults(adultsPerRoom))
    return this.fetchRooms()
  }

  /** 预订: blocked and sold-out rates refuse with a toast; otherwise the rate goes to the order form. */
  book(rate: CheckedRate): boolean {
    if (rate.isSoldOut) {
      this.deps.toast('该房型已订完')
      return false
    }
    if (!this.stay.isPrivate && rate.check.action === 'block' && rate.check.status === 'over') {
      this.deps.toast('该房型超出差旅标准，不可预订')
      return false
    }
    if (rate.plan.RemainingRooms < this.roomCount) {
      this.deps.toast(`该房型仅剩${rate.plan.RemainingRooms}间`)
      return false
    }
    if (!this.detail || !this.context) return false
    this.deps.flow.select({
      hotelId: this.detail.HotelId,
      hotelName: this.detail.HotelName,
      hotelAddress: this.detail.Address,
      cityCode: this.detail.CityCode,
      arrivalDate: this.stay.arrivalDate,
      departureDate: this.stay.departureDate,
      room: rate.room,
      plan: rate.plan,
      context: this.context,
      roomCount: this.roomCount,
      adultsPerRoom: this.adultsPerRoom,
      isPrivate: this.stay.isPrivate,
      savingBonusRuleId: this.savingBonus?.selected?.RuleId ?? null,
    })
    return true
  }
}
