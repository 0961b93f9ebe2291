// The network the fake clients see: the build's API origin (TARO_APP_API_BASE at build time, by default
// http://127.0.0.1:8080) is answered by the runner's own server, as a hosts entry would do. Any other origin is
// refused, as a mini-program's request domain list would. Each phone (each openMini) has an address of its own
// on the loopback network (127.x.y.z, from the process id and a counter), as phones do: the server's limits per
// client address (10 logins a minute per phone and address) then see phones, not one test machine.
import http from 'node:http'

let phones = 0
const phoneAddress = () => {
  phones += 1
  return `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${(phones % 250) + 2}`
}

export const API_ORIGIN_IN_BUILD = process.env.TARO_APP_API_BASE?.trim() || 'http://127.0.0.1:8080'

export class Network {
  constructor(serverBase) {
    this.serverBase = serverBase.replace(/\/$/, '')
    this.log = []
    this.localAddress = phoneAddress()
  }

  /** fetch, from this phone's address: { status, headers, text() }. FormData bodies go as multipart. */
  async fetch(url, { method = 'GET', headers = {}, body, signal, redirect } = {}) {
    let payload = body
    const sent = { ...headers }
    if (body instanceof FormData) {
      const encoded = new Response(body)
      payload = Buffer.from(await encoded.arrayBuffer())
      sent['content-type'] = encoded.headers.get('content-type')
    }
    if (payload !== undefined) sent['content-length'] = String(Buffer.byteLength(payload))
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method, headers: sent, localAddress: this.localAddress, signal }, (response) => {
        const chunks = []
        response.on('data', (c) => chunks.push(c))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const entries = Object.entries(response.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)])
          resolve({ status: response.statusCode, headers: { entries: () => entries, get: (name) => response.headers[name.toLowerCase()] ?? null }, text: async () => text })
        })
        response.on('error', reject)
      })
      request.on('error', reject)
      if (payload !== undefined) request.write(payload)
      request.end()
      void redirect // never followed: the caller reads Location itself
    })
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
    const response = await this.fetch(url, { redirect: 'manual' })
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
