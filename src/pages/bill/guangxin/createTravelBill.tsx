// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travel-apply/screens/TravelBillCreateScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/guangxin/createTravelBill", title: "新建出差单" })
