// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/misc/screens/LandingScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "banner/dongcheng", title: "活动详情", variant: "dongcheng" })
