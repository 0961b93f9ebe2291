// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travellers/screens/SelectEmployeesScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "common2.0/selectEmployees", title: "选择员工" })
