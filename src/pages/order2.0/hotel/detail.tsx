// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/hotel/screens/HotelOrderDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order2.0/hotel/detail", title: "酒店订单详情", variant: "v2" })
