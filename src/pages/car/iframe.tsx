// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/car/screens/CarWebScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "car/iframe", title: "用车", variant: "iframe" })
