// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travellers/screens/DepartmentListScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/common/list", title: "选择部门" })
