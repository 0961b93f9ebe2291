// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/TrainStationScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "train/departure", title: "选择出发站" })
