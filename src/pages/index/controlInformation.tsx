// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/home/screens/ControlInformationScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "index/controlInformation", title: "管控信息" })
