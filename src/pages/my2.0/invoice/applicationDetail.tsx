// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/InvoiceApplicationDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my2.0/invoice/applicationDetail", title: "开票申请详情", variant: "application" })
