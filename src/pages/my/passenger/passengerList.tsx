// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travellers/screens/PassengerListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my/passenger/passengerList", title: "常用旅客" })
