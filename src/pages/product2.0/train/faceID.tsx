// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/Rail12306FaceScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "product2.0/train/faceID", title: "人脸核验" })
