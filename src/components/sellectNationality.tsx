// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/travellers/screens/SelectNationalityScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "components/sellectNationality", title: "选择国籍" })
