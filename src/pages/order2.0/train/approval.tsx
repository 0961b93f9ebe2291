// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/TrainApprovalDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order2.0/train/approval", title: "火车票订单审批" })
