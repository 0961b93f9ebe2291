// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/InvoiceApplyScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "my2.0/invoice/application", title: "申请开票", variant: "v2" })
