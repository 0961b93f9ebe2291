// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/hotel/screens/HotelCreditCardScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "hotel/creditCard", title: "信用卡担保" })
