// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/shell/netError/NetErrorScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/netError", title: "网络异常" })
