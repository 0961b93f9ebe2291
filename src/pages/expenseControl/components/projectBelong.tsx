// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/costs/screens/ProjectPickScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "expenseControl/components/projectBelong", title: "项目归属", variant: "belong" })
