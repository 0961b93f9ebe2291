// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/SubsidyChooseDateScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/subsidy-v3/choose-date", title: "选择日期" })
