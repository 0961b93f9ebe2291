// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/invoice/screens/MailFormScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "invoice/addAddress", title: "新增地址" })
