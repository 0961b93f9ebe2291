import { SPECIAL_PLAT_IDS, isOneOf, sameId } from '../constants/platforms'
import type { Container } from './container'

/**
 * Origins where WeChat Pay is not offered (foundations section 9: two origins). They are the two partner
 * deployments whose users pay through the partner (decision 0289): Azgo's private-travel site and digicoms'.
 */
export const WECHAT_PAY_BLOCKED_ORIGINS = ['https://azgo.tripwise.cn', 'https://digicoms.tripwise.cn'] as const

/** WeChat Pay needs WeChat (the mini-program or WeChat's in-app browser) and an origin that allows it. */
export function isWechatPayAllowed(container: Container, origin: string): boolean {
  if (container !== 'weapp' && container !== 'h5-wechat') return false
  return !isOneOf(origin.replace(/\/+$/, '').toLowerCase(), WECHAT_PAY_BLOCKED_ORIGINS)
}

/**
 * The WeChat app id the WeChat calls (wechatMp getToken, bindMember...) name. The hotel-group platform (1004)
 * has its own official account; every other platform uses the app's. Both come from the build
 * (TARO_APP_WECHAT_APPID, TARO_APP_WECHAT_APPID_1004); the only id that exists in the repository is the
 * project's `touristappid` (project.config.json), the fallback of both.
 */
export function wechatAppIdFor(platId: unknown, ids: { app?: string; hotelGroup?: string } = buildAppIds()): string {
  const app = ids.app?.trim() || 'touristappid'
  if (sameId(platId, SPECIAL_PLAT_IDS.hotelGroup)) return ids.hotelGroup?.trim() || app
  return app
}

function buildAppIds(): { app?: string; hotelGroup?: string } {
  const ids: { app?: string; hotelGroup?: string } = {}
  try {
    ids.app = process.env.TARO_APP_WECHAT_APPID
  } catch {
    ids.app = undefined
  }
  try {
    ids.hotelGroup = process.env.TARO_APP_WECHAT_APPID_1004
  } catch {
    ids.hotelGroup = undefined
  }
  return ids
}
