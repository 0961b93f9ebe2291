import Taro from '@tarojs/taro'

/** Where the app runs: a mini-program, or H5 inside the WeChat / DingTalk in-app browser, or plain H5. */
export type Container = 'weapp' | 'dd' | 'h5-wechat' | 'h5-dingtalk' | 'h5'

/** `env` is Taro.getEnv(): 'WEAPP' | 'WEB' | 'dd' (DingTalk has no ENV_TYPE member). */
export function containerOf(env: string, userAgent: string): Container {
  const kind = String(env).toUpperCase()
  if (kind === 'WEAPP') return 'weapp'
  if (kind === 'DD') return 'dd'
  const ua = userAgent.toLowerCase()
  if (ua.includes('micromessenger')) return 'h5-wechat'
  if (ua.includes('dingtalk')) return 'h5-dingtalk'
  return 'h5'
}

/** Inside WeChat or DingTalk, mini-program or in-app browser. */
export const isInAppContainer = (container: Container): boolean => container !== 'h5'

export function getContainer(): Container {
  const userAgent = typeof navigator !== 'undefined' && navigator.userAgent ? navigator.userAgent : ''
  return containerOf(String(Taro.getEnv()), userAgent)
}
