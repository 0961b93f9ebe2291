// The network the fake clients see: the build's API origin (TARO_APP_API_BASE at build time, by default
// http://127.0.0.1:8080) is answered by the runner's own server, as a hosts entry would do. Any other origin is
// refused, as a mini-program's request domain list would.
export const API_ORIGIN_IN_BUILD = process.env.TARO_APP_API_BASE?.trim() || 'http://127.0.0.1:8080'

export class Network {
  constructor(serverBase) {
    this.serverBase = serverBase.replace(/\/$/, '')
    this.log = []
  }

  /**
   * A login code from the server's simulated WeChat or DingTalk (server/src/domains/sso/*Simulator.ts): what the
   * real client gets from WeChat's or DingTalk's servers for its signed-in user. WeChat: { openid }; DingTalk:
   * { corpId, mobile }.
   */
  async issueCode(kind, who) {
    const back = 'http://127.0.0.1/mini-login-code'
    const url = kind === 'wechat'
      ? `${this.serverBase}/sso-sim/wechat/connect/oauth2/consent?${new URLSearchParams({ redirect_uri: back, state: 'mini', openid: who.openid })}`
      : `${this.serverBase}/sso-sim/dingtalk/oauth2/consent?${new URLSearchParams({ redirect_uri: back, state: 'mini', corpId: who.corpId, mobile: who.mobile })}`
    const response = await fetch(url, { redirect: 'manual' })
    const location = response.headers.get('location')
    if (!location) throw new Error(`no code from the simulated ${kind} (${response.status}: ${await response.text()})`)
    const code = new URL(location).searchParams.get(kind === 'wechat' ? 'code' : 'authCode')
    if (!code) throw new Error(`no code in ${location}`)
    return code
  }

  resolve(url) {
    const text = String(url)
    if (text.startsWith(API_ORIGIN_IN_BUILD)) return this.serverBase + text.slice(API_ORIGIN_IN_BUILD.length)
    if (text.startsWith(this.serverBase)) return text
    throw new Error(`request to ${text}: not the app's API origin (${API_ORIGIN_IN_BUILD})`)
  }
}
