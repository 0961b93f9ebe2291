// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/train/screens/TrainChangeRuleScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "train/modifyList/changerule", title: "改签规则" })
