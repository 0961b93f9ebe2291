// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/hotel/screens/HotelIndexScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "hotel/index", title: "酒店预订", variant: "v1" })
