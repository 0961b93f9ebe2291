// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/approvals/screens/ApprovalListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "approve/index", title: "待办审批", variant: "todo" })
