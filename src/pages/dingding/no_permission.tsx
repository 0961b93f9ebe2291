// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import Screen from '@/shell/noPermission/NoPermissionScreen'
import { createPage } from '@/shell/page/createPage'

export default createPage(Screen, { routeId: "dingding/no_permission", title: "暂无权限" })
