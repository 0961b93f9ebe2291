// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/home/screens/ConsumptionDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index/ConsumptionDetail", title: "消费明细" })
