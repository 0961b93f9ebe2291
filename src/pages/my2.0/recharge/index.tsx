// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/my/screens/RechargeScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my2.0/recharge/index", title: "充值" })
