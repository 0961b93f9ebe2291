// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/flight/screens/FlightTipScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order/flightOrderDetail/flightTipDetail", title: "温馨提示" })
