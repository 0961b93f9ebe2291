// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/WechatBindScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "loginAndRegister/wechatBind", title: "微信绑定" })
