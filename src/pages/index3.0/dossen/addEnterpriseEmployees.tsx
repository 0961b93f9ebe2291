// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/dossen/screens/AddEnterpriseEmployeesScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index3.0/dossen/addEnterpriseEmployees", title: "添加员工" })
