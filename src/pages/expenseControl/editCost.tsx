// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/CostEditScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "expenseControl/editCost", title: "编辑费用", variant: "expense" })
