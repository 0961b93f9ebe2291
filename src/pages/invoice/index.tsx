// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/InvoiceHomeScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "invoice/index", title: "发票", variant: "v1" })
