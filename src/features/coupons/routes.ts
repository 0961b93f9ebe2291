import { defineRoutes, pullDown, screen } from '@/routes/define'
import type CouponDetailScreen from './screens/CouponDetailScreen'
import type CouponListScreen from './screens/CouponListScreen'

export default defineRoutes({
  name: 'coupons',
  routes: {
    'my/coupon/index': screen<typeof CouponListScreen>('./screens/CouponListScreen', 'v1', pullDown),
    'my/coupon/history': screen<typeof CouponListScreen>('./screens/CouponListScreen', 'v1History', pullDown),
    'my/coupon/detail': screen<typeof CouponDetailScreen>('./screens/CouponDetailScreen'),
    'common2.0/coupon/index': screen<typeof CouponListScreen>('./screens/CouponListScreen', 'v2', pullDown),
    'common2.0/coupon/history': screen<typeof CouponListScreen>('./screens/CouponListScreen', 'v2History', pullDown),
  },
})
