// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/policy/screens/MyStandardScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my2.0/queryStandard", title: "我的差标" })
