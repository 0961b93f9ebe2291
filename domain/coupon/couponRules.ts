import { yuanText } from '../money/money'
import { wireDaysBetween } from '../dates/wireDate'

export type CouponStatus = 'usable' | 'used' | 'expired'

export const COUPON_STATUS_TEXT: Record<CouponStatus, string> = { usable: '可使用', used: '已使用', expired: '已过期' }

/** Products a coupon can apply to (product type -> name); hotel coupons are the ones issued today. */
export const COUPON_PRODUCT_NAME: Record<number, string> = { 1: '酒店', 5: '机票', 6: '火车票', 7: '用车' }

/** Used wins over expired: a coupon redeemed before its last day stays "used". Dates are YYYY-MM-DD (Shanghai). */
export function couponStatus(coupon: { expireDate: string; usedOrderNo: string }, today: string): CouponStatus {
  if (coupon.usedOrderNo !== '') return 'used'
  return coupon.expireDate < today ? 'expired' : 'usable'
}

/** Days left including today (0 once expired); for "3天后过期" hints. */
export function daysLeft(expireDate: string, today: string): number {
  return Math.max(0, wireDaysBetween(today, expireDate) + 1)
}

/** 满300减30 / 立减50: the short offer text. */
export function offerText(discountFen: number, thresholdFen: number): string {
  return thresholdFen > 0 ? `满${yuanText(thresholdFen)}减${yuanText(discountFen)}` : `立减${yuanText(discountFen)}`
}

/** The rules of use shown on the detail page. */
export function couponRules(coupon: { productType: number; discountFen: number; thresholdFen: number; expireDate: string }): string[] {
  const product = COUPON_PRODUCT_NAME[coupon.productType] ?? '指定产品'
  return [
    `适用范围：${product}预订，仅限本人使用`,
    coupon.thresholdFen > 0 ? `使用条件：订单金额满¥${yuanText(coupon.thresholdFen)}可用` : '使用条件：无门槛',
    `优惠金额：¥${yuanText(coupon.discountFen)}，不超过订单金额`,
    `有效期至：${coupon.expireDate} 23:59`,
    '每个订单限用一张，不可与其他优惠叠加；订单取消、审批驳回后优惠券退回',
  ]
}
