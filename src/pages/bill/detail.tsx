// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/BillDetailScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "bill/detail", title: "单据详情", variant: "detail" })
