/** Platform ids with special handling (foundations section 9). */
export const SPECIAL_PLAT_IDS = {
  /** The help popup is skipped: help opens directly. */
  directHelp: [1080, 1081, 1082],
  /** Session end shows a toast of the server message instead of a redirect to login. */
  logoutToast: [1028, 1029, 1033, 1035, 1040],
  /** Hotel-group platform (dossen), which has its own default WeChat app id. */
  hotelGroup: 1004,
} as const

/** Brand (agent) platform ids. clgj, the default brand, has none. */
export const BRAND_PLAT_IDS = {
  gdzl: 1001,
  hbzhf: 1002,
  szth: 1003,
  dossen: 1004,
  digicoms: 1005,
  xzw: 1006,
  clgj: '',
} as const

export type BrandKey = keyof typeof BRAND_PLAT_IDS

/** Referrer (RefId) ids (catalogue section 9). */
export const REFERRER_IDS = {
  haotianfenxiao: 149,
  meike: 151,
  haotian: 152,
  huilianyi: 154,
  rongxin: 157,
  dingdingzhishu: 158,
  dingdingjijian: 160,
  dingdingyifang: 162,
  gongzhonghao: 170,
  qiyedaikai: 171,
  fengyue: 172,
  yunzhijia: 173,
  lianlian: 203,
  yikuaibao: 190,
  gaotu: 205,
  Azgo: 219,
} as const

/**
 * The partner referrer whose calls always carry IsTravelBussiness 0: Azgo (219), the travel platform
 * whose users book privately (docs/decisions/0020-core-request-layer.md). The shell hides the tab bar for the same one.
 */
export const PRIVATE_TRAVEL_REFERRER = REFERRER_IDS.Azgo

/** Equality on ids that may arrive as number or string. */
export function sameId(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || a === '') return false
  return String(a) === String(b)
}

export function isOneOf(id: unknown, list: readonly (number | string)[]): boolean {
  return list.some((item) => sameId(id, item))
}
