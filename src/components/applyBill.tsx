// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travel-apply/screens/ApplyBillPickerScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/applyBill", title: "选择申请单" })
