// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/ProfileScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my2.0/userInfo", title: "个人信息", variant: "userInfo" })
