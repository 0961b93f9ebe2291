// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/SignErrorScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index2.0/signError", title: "企业未签约" })
