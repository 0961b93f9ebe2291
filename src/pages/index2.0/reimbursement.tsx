// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/home/screens/ReimbursementScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index2.0/reimbursement", title: "报销" })
