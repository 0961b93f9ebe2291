// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/CostListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "expenseControl/costList", title: "我的记账本", variant: "expense" })
