// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/mileage/screens/MileageMapScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "scgy/map-container", title: "地图" })
