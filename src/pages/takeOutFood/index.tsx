// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/takeout/screens/TakeoutScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "takeOutFood/index", title: "外卖", variant: "v1" })
