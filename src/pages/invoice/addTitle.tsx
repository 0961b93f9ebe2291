// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/InvoiceTitleFormScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "invoice/addTitle", title: "新增抬头", variant: "v1" })
