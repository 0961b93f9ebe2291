// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/costs/screens/CostCenterPickScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/costCenter", title: "成本中心", variant: "v1" })
