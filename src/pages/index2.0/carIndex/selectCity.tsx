// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/car/screens/CarSelectCityScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index2.0/carIndex/selectCity", title: "选择城市" })
