// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/coupons/screens/CouponListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my/coupon/index", title: "优惠券", variant: "v1" })
