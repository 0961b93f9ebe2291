// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/MailListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "invoice/address", title: "收件地址" })
