// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/TrainTransferDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product3.0/train/detail/detailTransfer", title: "中转详情", variant: "v3" })
