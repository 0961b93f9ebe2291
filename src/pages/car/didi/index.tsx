// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/car/screens/CarIndexScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "car/didi/index", title: "滴滴用车", variant: "didi" })
