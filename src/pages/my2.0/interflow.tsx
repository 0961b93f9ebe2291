// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/my/screens/InterflowScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my2.0/interflow", title: "积分互通" })
