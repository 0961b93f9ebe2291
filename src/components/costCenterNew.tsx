// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/costs/screens/CostCenterPickScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/costCenterNew", title: "选择成本中心", variant: "new" })
