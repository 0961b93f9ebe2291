// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/PaymentBillDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/PaymentBillDetail", title: "付款单详情" })
