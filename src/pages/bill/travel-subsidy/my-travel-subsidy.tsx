// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/SubsidyScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/travel-subsidy/my-travel-subsidy", title: "我的出差补贴", variant: "v2" })
