// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/payments/screens/PaySuccessScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "payment/paySuccess", title: "支付成功" })
