// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/flight/screens/FlightCabinScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product3.0/flight/detail", title: "选择舱位", variant: "v3" })
