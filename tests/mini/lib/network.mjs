// The network the fake clients see: the build's API origin (TARO_APP_API_BASE at build time, by default
// http://127.0.0.1:8080) is answered by the runner's own server, as a hosts entry would do. Any other origin is
// refused, as a mini-program's request domain list would.
export const API_ORIGIN_IN_BUILD = process.env.TARO_APP_API_BASE?.trim() || 'http://127.0.0.1:8080'

export class Network {
  constructor(serverBase) {
    this.serverBase = serverBase.replace(/\/$/, '')
    this.log = []
  }

  resolve(url) {
    const text = String(url)
    if (text.startsWith(API_ORIGIN_IN_BUILD)) return this.serverBase + text.slice(API_ORIGIN_IN_BUILD.length)
    if (text.startsWith(this.serverBase)) return text
    throw new Error(`request to ${text}: not the app's API origin (${API_ORIGIN_IN_BUILD})`)
  }
}
