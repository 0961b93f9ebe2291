// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/ResetPasswordScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "loginAndRegister/resetPassword3", title: "找回密码", variant: "password" })
