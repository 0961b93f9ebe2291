// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/payments/screens/BankTransferScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "payment/bankTransfer", title: "银行转账" })
