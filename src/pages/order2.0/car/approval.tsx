// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/car/screens/CarApprovalDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "order2.0/car/approval", title: "用车审批" })
