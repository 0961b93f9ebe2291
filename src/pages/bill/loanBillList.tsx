// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/loans/screens/LoanListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/loanBillList", title: "借款单列表", variant: "bill" })
