// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/costs/screens/FinanceReasonScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product2.0/components/order/checkFinanceReason", title: "选择事由", variant: "v2" })
