// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/trips/screens/TripListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order3.0/tripSearch", title: "行程搜索" })
