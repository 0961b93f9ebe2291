// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/costs/screens/ProjectPickScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/order/checkProject", title: "选择项目", variant: "check" })
