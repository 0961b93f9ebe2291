// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/features/car/screens/CarCheckUseTypeScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "car/didi/checkUseType", title: "选择用车类型", variant: "didi" })
