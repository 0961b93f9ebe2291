// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/orders/screens/OrderCenterScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order/index", title: "订单中心" })
