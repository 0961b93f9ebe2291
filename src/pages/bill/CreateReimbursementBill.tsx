// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/BillCreateScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/CreateReimbursementBill", title: "新建报销单", variant: "bill" })
