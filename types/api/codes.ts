/**
 * Result codes of every `{Code, Msg, Data}` answer. The one runtime value in types/api: a plain constant
 * the app and the server both read (see docs/api/README.md).
 */
export const ResultCode = {
  /** 成功 */
  success: '0000',
  /** A list search with no result: valid, Data is the (empty) result. */
  noResult: '2000',
  /** 参数错误: the body failed its schema; Msg names the field. */
  invalidInput: '4000',
  /** 业务校验失败: e.g. wrong password, wrong or expired SMS code. */
  businessRule: '4001',
  /** 无权访问 */
  forbidden: '4003',
  /** 数据不存在 (also an unknown API path, and another enterprise's ids). */
  notFound: '4004',
  /** 冲突/重复 */
  conflict: '4009',
  /** 操作过于频繁，请稍后再试 */
  tooManyRequests: '4029',
  /** 系统繁忙，请稍后再试 */
  serverBusy: '5000',
  /** 未登录: no token, or a token the server never issued. */
  notLoggedIn: '8000',
  /** 登录已失效: expired, logged out, or replaced by a newer login. */
  sessionEnded: '8001',
} as const

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]
