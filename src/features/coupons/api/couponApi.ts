import type { GetCouponDetailData, GetMyCouponsData, GetMyCouponsRequest } from '@api/coupons'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** common api/Coupon/*: the member's own coupons (decision 0271). */
export type CouponApi = {
  page(tab: GetMyCouponsRequest['Tab'], pageIndex: number, pageSize: number): Promise<GetMyCouponsData>
  detail(couponId: string): Promise<GetCouponDetailData>
}

export function createCouponApi(request: RequestFn): CouponApi {
  return {
    page: (tab, pageIndex, pageSize) =>
      dataOf(request<GetMyCouponsData>('common', 'api/Coupon/GetMyCoupons', { Tab: tab, PageIndex: pageIndex, PageSize: pageSize }, { acceptCodes: [RESULT_CODE.noResult] })),
    detail: (couponId) => dataOf(request<GetCouponDetailData>('common', 'api/Coupon/GetCouponDetail', { CouponId: couponId })),
  }
}
