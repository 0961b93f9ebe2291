// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/shell/entry/EntryScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "entry", title: "启动页" })
