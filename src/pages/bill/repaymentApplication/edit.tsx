// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/loans/screens/RepayCreateScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/repaymentApplication/edit", title: "还款申请", variant: "bill" })
