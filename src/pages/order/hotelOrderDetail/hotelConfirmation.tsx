// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/hotel/screens/HotelConfirmationScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order/hotelOrderDetail/hotelConfirmation", title: "酒店确认单" })
