// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/car/screens/CarIndexScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "car/index", title: "用车", variant: "v1" })
