// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/enterprise/screens/ChangeEnterpriseScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index3.0/dossen/changeEnterprise", title: "切换企业" })
