// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/CampusAuthScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "universities/authentication", title: "学生/教师认证" })
