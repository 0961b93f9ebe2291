// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/insurance/screens/InsuranceOrderScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order/insuranceDetail", title: "保险详情", variant: "flight" })
