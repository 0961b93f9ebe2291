// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/loans/screens/LoanCreateScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/CreateLoanApplyBill", title: "借款申请", variant: "bill" })
