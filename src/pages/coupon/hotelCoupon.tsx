// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/hotel/screens/HotelCouponScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "coupon/hotelCoupon", title: "酒店优惠券" })
