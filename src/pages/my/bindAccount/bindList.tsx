// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/BindListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my/bindAccount/bindList", title: "账号绑定" })
