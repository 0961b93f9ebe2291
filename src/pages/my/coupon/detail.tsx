// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/coupons/screens/CouponDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my/coupon/detail", title: "优惠券详情" })
