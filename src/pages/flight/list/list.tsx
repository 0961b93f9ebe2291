// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/flight/screens/FlightListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "flight/list", title: "航班列表", variant: "v1" })
