// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/flight/screens/FlightOrderWriteScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product2.0/flight/writeOrder", title: "填写订单", variant: "v2" })
