// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/account/screens/FaceIndexScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "common2.0/facialVerification/index2.0", title: "人脸核验", variant: "v2" })
