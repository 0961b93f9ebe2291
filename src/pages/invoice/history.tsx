// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/InvoiceHistoryScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "invoice/history", title: "开票历史", variant: "v1" })
