/**
 * Messages of the no-permission page. appStatus is the enterprise's state of the app, userStatus the
 * member's; 1 means fine for both. The enterprise's problem is shown first: a member cannot fix it.
 */
export type NoPermissionMessage = { title: string; detail: string }

const APP_MESSAGES: Record<string, NoPermissionMessage> = {
  '0': { title: '企业尚未开通本应用', detail: '请联系企业管理员在工作台开通后再使用。' },
  '2': { title: '企业服务已到期', detail: '请联系企业管理员续约后再使用。' },
  '3': { title: '企业服务已停用', detail: '请联系企业管理员或客服恢复服务。' },
}

const USER_MESSAGES: Record<string, NoPermissionMessage> = {
  '0': { title: '您的账号尚未激活', detail: '请联系企业管理员为您开通差旅权限。' },
  '2': { title: '您的账号已停用', detail: '请联系企业管理员恢复账号。' },
  '3': { title: '您不在应用的可见范围内', detail: '请联系企业管理员将您加入应用的使用范围。' },
}

const FALLBACK: NoPermissionMessage = { title: '暂无访问权限', detail: '请联系企业管理员开通使用权限。' }

export function noPermissionMessage(appStatus?: string, userStatus?: string): NoPermissionMessage {
  if (appStatus !== undefined && appStatus !== '' && appStatus !== '1') {
    return APP_MESSAGES[appStatus] ?? { title: '企业暂无法使用本应用', detail: FALLBACK.detail }
  }
  if (userStatus !== undefined && userStatus !== '' && userStatus !== '1') return USER_MESSAGES[userStatus] ?? FALLBACK
  return FALLBACK
}
