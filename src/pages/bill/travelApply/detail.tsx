// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travel-apply/screens/TravelApplyDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/travelApply/detail", title: "出差申请详情" })
