// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/traffic/screens/IntegratedTrafficScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product3.0/integratedTraffic/index", title: "综合交通" })
