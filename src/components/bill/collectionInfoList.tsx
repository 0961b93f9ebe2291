// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/loans/screens/CollectionListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/bill/collectionInfoList", title: "收款信息", variant: "bill" })
