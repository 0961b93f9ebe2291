// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/TrainListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product3.0/train/list", title: "车次列表", variant: "v3" })
