import type { Id } from './envelope'

/** usable: not used and not expired; used: redeemed on an order; expired: its last day has passed unused. */
export type CouponStatus = 'usable' | 'used' | 'expired'

export type CouponItem = {
  CouponId: Id
  Name: string
  DiscountFen: number
  /** 0: no minimum order amount. */
  ThresholdFen: number
  /** Last day it can be used, YYYY-MM-DD (Asia/Shanghai). */
  ExpireDate: string
  /** The product it applies to: 1 hotel. */
  ProductType: number
  ProductName: string
  Status: CouponStatus
  StatusText: string
  /** The order it was used on ('' when not used). */
  UsedOrderNo: string
  IssuedAt: string
}

/** POST /common/api/Coupon/GetMyCoupons: the caller's coupons; current (usable) or history (used and expired). */
export type GetMyCouponsRequest = { Tab: 'current' | 'history'; PageIndex?: number; PageSize?: number }
export type GetMyCouponsData = { List: CouponItem[]; Total: number }

/** POST /common/api/Coupon/GetCouponDetail: one of the caller's coupons with its rules of use. */
export type GetCouponDetailRequest = { CouponId: Id }
export type GetCouponDetailData = CouponItem & { Rules: string[] }
