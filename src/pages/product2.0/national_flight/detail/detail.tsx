// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/flight/screens/FlightCabinScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product2.0/national_flight/detail", title: "国际航班详情", variant: "intl" })
