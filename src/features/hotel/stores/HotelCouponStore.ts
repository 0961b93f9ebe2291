import type { GetUsableHotelCouponsRequest, HotelCoupon } from '@api/hotel'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'
import type { HotelFlowStore } from './HotelFlowStore'

/** 酒店优惠券: usable ones first; picking one (or none) goes back to the order form. */
export class HotelCouponStore {
  readonly load = new LoadState('优惠券加载失败，请重试')
  coupons: HotelCoupon[] = []

  constructor(
    private readonly api: Pick<HotelApi, 'coupons'>,
    private readonly flow: HotelFlowStore,
    private readonly request: GetUsableHotelCouponsRequest,
  ) {
    makeAutoObservable<HotelCouponStore, 'api' | 'flow' | 'request'>(this, { api: false, flow: false, request: false, load: false })
  }

  get selectedId(): string | null {
    return this.flow.coupon?.CouponId ?? null
  }

  get sorted(): HotelCoupon[] {
    return [...this.coupons].sort((a, b) => Number(b.IsUsable) - Number(a.IsUsable) || b.DiscountFen - a.DiscountFen)
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.coupons(this.request), (data) => (this.coupons = data?.Coupons ?? []))
  }

  /** False for an unusable coupon. */
  choose(coupon: HotelCoupon | null): boolean {
    if (coupon && !coupon.IsUsable) return false
    this.flow.setCoupon(coupon)
    return true
  }
}
