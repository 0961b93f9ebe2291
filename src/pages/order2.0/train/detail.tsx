// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/TrainOrderDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order2.0/train/detail", title: "火车票订单详情", variant: "v2" })
