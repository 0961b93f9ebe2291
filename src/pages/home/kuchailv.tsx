// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/misc/screens/LandingScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "home/kuchailv", title: "酷差旅", variant: "kuchailv" })
