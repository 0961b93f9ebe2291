import type { HotelCoupon, HotelRatePlan, HotelRoom, HotelStandardContext } from '@api/hotel'
import { makeAutoObservable } from 'mobx'
import type { CardInput } from '@domain/card/card'
import { EMPTY_FILTERS, type HotelFilters } from '../domain/listFilters'
import { defaultSearchForm, type HotelSearchForm } from '../domain/searchParams'
import type { RoomPreloadCache } from '../domain/roomPreload'

export const emptyCard = (): CardInput => ({ CardNo: '', Expiry: '', HolderName: '', HolderIdNo: '', BankCode: '' })

/** The rate chosen on the detail screen, carried to the order form. */
export type HotelSelection = {
  hotelId: string
  hotelName: string
  hotelAddress: string
  cityCode: string
  arrivalDate: string
  departureDate: string
  room: HotelRoom
  plan: HotelRatePlan
  context: HotelStandardContext
  roomCount: number
  adultsPerRoom: number
  isPrivate: boolean
  /** The saving-bonus rule selected on the detail screen (openSavingBonus), else null. */
  savingBonusRuleId: string | null
  /** The hotel's other bookable rates of the same search: the form offers the cheapest compliant one. */
  sameHotelRates?: { room: HotelRoom; plan: HotelRatePlan }[]
}

/**
 * State shared by the hotel screens of one run (search form, filters, the chosen rate, and what the
 * sub-screens pick: card, over-standard reason, coupon), plus the room preload cache.
 */
export class HotelFlowStore {
  form: HotelSearchForm
  filters: HotelFilters = EMPTY_FILTERS
  selection: HotelSelection | null = null
  card: CardInput | null = null
  /** The card being typed on the credit-card screen (the bank is picked on the all-bank screen). */
  cardDraft: CardInput = emptyCard()
  overReason = ''
  coupon: HotelCoupon | null = null
  /** Guests per room (checkPersonCount): rooms asked for on the detail screen. */
  occupancy = { roomCount: 1, adultsPerRoom: 1 }

  constructor(
    readonly preloadCache: RoomPreloadCache,
    today: string,
  ) {
    this.form = defaultSearchForm(today)
    makeAutoObservable(this, { preloadCache: false })
  }

  setForm(form: HotelSearchForm) {
    this.form = form
  }

  patchForm(patch: Partial<HotelSearchForm>) {
    this.form = { ...this.form, ...patch }
  }

  setFilters(filters: HotelFilters) {
    this.filters = filters
  }

  /** A new rate: the order draft starts again. */
  select(selection: HotelSelection) {
    this.selection = selection
    this.card = null
    this.overReason = ''
    this.coupon = null
  }

  setOccupancy(roomCount: number, adultsPerRoom: number) {
    this.occupancy = { roomCount, adultsPerRoom }
  }

  setCard(card: CardInput | null) {
    this.card = card
    if (!card) this.cardDraft = emptyCard()
  }

  patchCardDraft(patch: Partial<CardInput>) {
    this.cardDraft = { ...this.cardDraft, ...patch }
  }

  setOverReason(reason: string) {
    this.overReason = reason
  }

  setCoupon(coupon: HotelCoupon | null) {
    this.coupon = coupon
  }
}
