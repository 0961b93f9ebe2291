// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/loans/screens/PayAccountScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "expenseControl/PayAccountList", title: "付款账户" })
