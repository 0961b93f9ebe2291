// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/mileage/screens/MileageDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "scgy/detail", title: "里程详情" })
