// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/mileage/screens/MileageListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "scgy/list", title: "里程列表" })
