import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { Arr, Int, Lits, Obj, Str } from '../../lib/data-schemas'
import type * as Api from '../../../../types/api/coupons'
import { post } from '../../lib/route'
import { IdSchema, PageIndexSchema } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import { couponDetail, myCoupons } from './service'

export const GetMyCouponsBody = Type.Object({
  Tab: Type.Union([Type.Literal('current'), Type.Literal('history')]),
  PageIndex: Type.Optional(PageIndexSchema),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export type _GetMyCoupons = Assert<Same<Static<typeof GetMyCouponsBody>, Api.GetMyCouponsRequest>>
export const GetCouponDetailBody = Type.Object({ CouponId: IdSchema })
export type _GetCouponDetail = Assert<Same<Static<typeof GetCouponDetailBody>, Api.GetCouponDetailRequest>>

const CouponItemFields = {
  CouponId: Str, Name: Str, DiscountFen: Int, ThresholdFen: Int, ExpireDate: Str, ProductType: Int, ProductName: Str,
  Status: Lits<Api.CouponStatus>(['usable', 'used', 'expired']), StatusText: Str, UsedOrderNo: Str, IssuedAt: Str,
}
export const GetMyCouponsData = Obj({ List: Arr(Obj(CouponItemFields)), Total: Int })
export type _GetMyCouponsData = Assert<Same<Static<typeof GetMyCouponsData>, Api.GetMyCouponsData>>
export const GetCouponDetailData = Obj({ ...CouponItemFields, Rules: Arr(Str) })
export type _GetCouponDetailData = Assert<Same<Static<typeof GetCouponDetailData>, Api.GetCouponDetailData>>

/** common api/Coupon/*: the caller's own coupons (decision 0271). */
export default async function couponRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof GetMyCouponsBody, Api.GetMyCouponsData>(app, { module: 'common', path: '/api/Coupon/GetMyCoupons' }, GetMyCouponsBody, {
    doc: { body: '`{Tab: current|history, PageIndex?, PageSize? 1-50 (20)}`', data: '`{List[CouponItem], Total}`; none 2000' },
    data: GetMyCouponsData,
    handler: (request) => myCoupons(db, request.caller(), request.body),
  })
  post<typeof GetCouponDetailBody, Api.GetCouponDetailData>(app, { module: 'common', path: '/api/Coupon/GetCouponDetail' }, GetCouponDetailBody, {
    doc: { body: '`{CouponId}`', data: '`CouponItem & {Rules[]}`; another member\'s coupon 4004' },
    data: GetCouponDetailData,
    handler: (request) => couponDetail(db, request.caller(), request.body),
  })
}
