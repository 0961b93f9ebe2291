import type { GetCouponDetailData } from '@api/coupons'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { CouponApi } from '../api/couponApi'

/** One coupon with its rules of use. */
export class CouponDetailStore {
  detail: GetCouponDetailData | null = null
  readonly load = new LoadState('优惠券加载失败，请重试')

  constructor(
    private readonly api: CouponApi,
    readonly couponId: string,
  ) {
    makeAutoObservable<CouponDetailStore, 'api'>(this, { api: false, load: false, couponId: false })
  }

  fetch(): Promise<boolean> {
    if (!/^\d+$/.test(this.couponId)) {
      return this.load.run(() => Promise.reject({ Code: '4000', Msg: '缺少优惠券编号', Data: null }), () => undefined)
    }
    return this.load.run(() => this.api.detail(this.couponId), (detail) => (this.detail = detail))
  }
}
