// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/expense/screens/SupplierListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/bill/supplierList", title: "选择供应商" })
