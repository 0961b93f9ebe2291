// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travellers/screens/PassengerFormScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "common2.0/passenger/index", title: "常用旅客" })
