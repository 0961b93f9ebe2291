// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/costs/screens/AddProjectScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "project/addProject", title: "新增项目" })
