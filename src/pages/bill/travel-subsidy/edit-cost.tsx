// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/SubsidyEditCostScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/travel-subsidy/edit-cost", title: "编辑补贴费用" })
