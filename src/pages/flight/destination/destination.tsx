// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/flight/screens/FlightCityScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "flight/destination", title: "选择城市", variant: "v1" })
