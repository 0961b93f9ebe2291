// A fake `dd` that behaves as DingTalk's mini-program API documents say (open.dingtalk.com, 小程序 API; the
// Alipay-style shapes): { key, data } storage (getStorageSync answers { data }, data null for a missing key,
// 200 KB a key), httpRequest answering { data, status, headers } and failing with { error, errorMessage }
// (19 for an HTTP error status), showToast { content, type }, showLoading { content }, confirm / alert with
// confirmButtonText / buttonText, showActionSheet { items } answering { index } (-1 when cancelled),
// getAuthCode { corpId } answering { authCode }, scan answering { code }, uploadFile requiring fileType. DingTalk has no `request` (its
// canIUse says so, and Taro's adapter then takes httpRequest); the global `my` is the same API object.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { SYSTEM_INFO, selectorQuery } from './wx.mjs'

export const DINGTALK_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.6.0) com.laiwang.DingTalk/31285421 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK'

/** The globals a DingTalk mini-program's JS sees besides `dd`: navigator (Taro's adapter reads its userAgent). */
export function ddGlobals() {
  return { navigator: { userAgent: DINGTALK_USER_AGENT, swuserAgent: DINGTALK_USER_AGENT, platform: 'iPhone', language: 'zh-CN' } }
}

/** Success or fail, then complete, on the fake clock. Alipay-style failures: { error, errorMessage }. */
function answer(host, options, result, failure) {
  host.clock.setTimeout(() => {
    const res = host.inApp(failure ? { error: failure.error ?? 3, errorMessage: failure.errorMessage ?? '', ...failure.extra } : (result ?? {}))
    host.guard(() => (failure ? options?.fail : options?.success)?.(res))
    host.guard(() => options?.complete?.(res))
  }, 0)
}

export function makeDd(host) {
  const call = (name, options, run) => {
    host.calls.push({ name, options })
    return run(options ?? {})
  }
  const ok = (name) => (options) => call(name, options, (o) => answer(host, o, {}))
  const navigation = (name) => (options = {}) => call(name, options, (o) => {
    const result = host.navigate(name, o.url, o.delta)
    answer(host, o, {}, result.ok ? undefined : { error: 1, errorMessage: result.errMsg })
  })
  const PER_KEY = 200 * 1024
  const storage = {
    set(o) {
      if (typeof o?.key !== 'string' || o.key === '') return { error: 2, errorMessage: '参数错误: key' }
      const text = JSON.stringify(o.data === undefined ? null : o.data)
      if (text.length > PER_KEY) return { error: 14, errorMessage: '单条数据超过 200KB' }
      host.storage.set(o.key, text)
      return { success: true }
    },
    get(o) {
      return host.storage.has(o?.key) ? host.inApp({ data: JSON.parse(host.storage.get(o.key)) }) : host.inApp({ data: null })
    },
  }

  const httpRequest = (options = {}) => {
    host.calls.push({ name: 'httpRequest', options })
    const controller = new AbortController()
    const method = String(options.method ?? 'GET').toUpperCase()
    const headers = { ...(options.headers ?? {}) }
    const contentType = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'application/x-www-form-urlencoded'
    let url = host.network.resolve(options.url)
    let body
    if (options.data !== undefined && options.data !== null) {
      if (method === 'GET') {
        const params = typeof options.data === 'string' ? options.data : new URLSearchParams(Object.entries(options.data).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString()
        if (params) url += (url.includes('?') ? '&' : '?') + params
      } else if (typeof options.data === 'string') body = options.data
      else if (String(contentType).includes('json')) body = JSON.stringify(options.data)
      else body = new URLSearchParams(Object.entries(options.data).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString()
    }
    host.pendingRequests += 1
    const done = (fn) => { host.pendingRequests -= 1; fn() }
    host.network.fetch(url, { method, headers, body, signal: controller.signal }).then(async (response) => {
      const text = await response.text()
      let data = text
      if ((options.dataType ?? 'json') === 'json') {
        try { data = JSON.parse(text) } catch { return done(() => answer(host, options, undefined, { error: 14, errorMessage: '解码失败' })) }
      }
      const responseHeaders = Object.fromEntries(response.headers.entries())
      host.network.log.push({ method, url, status: response.status, body, code: data?.Code ?? data?.code })
      if (response.status >= 400) return done(() => answer(host, options, undefined, { error: 19, errorMessage: 'http status error', extra: { status: response.status, data, headers: responseHeaders } }))
      done(() => answer(host, options, { data, status: response.status, headers: responseHeaders }))
    }, (error) => done(() => answer(host, options, undefined, { error: controller.signal.aborted ? 9 : 12, errorMessage: String(error?.cause?.code ?? error) })))
    return { abort: () => controller.abort() }
  }

  const dd = {
    SDKVersion: '2.9.0',
    canIUse: (schema) => {
      const name = String(schema).split('.')[0]
      return name !== 'request' && typeof dd[name] === 'function'
    },
    httpRequest,
    uploadFile(options = {}) {
      host.calls.push({ name: 'uploadFile', options })
      // DingTalk refuses an upload without fileType (image, video or audio) as invalid parameters (its API
      // declares it required; developers report 参数无效 without it).
      if (!['image', 'video', 'audio'].includes(options.fileType)) return answer(host, options, undefined, { error: 2, errorMessage: '参数无效: fileType' })
      const file = host.files.get(options.filePath)
      if (!file) return answer(host, options, undefined, { error: 4, errorMessage: `file not found: ${options.filePath}` })
      const form = new FormData()
      for (const [k, v] of Object.entries(options.formData ?? {})) form.append(k, String(v))
      form.append(options.fileName ?? 'file', new Blob([readFileSync(file.path)], { type: file.type }), basename(file.path))
      host.pendingRequests += 1
      host.network.fetch(host.network.resolve(options.url), { method: 'POST', headers: Object.fromEntries(Object.entries(options.header ?? {}).filter(([k]) => k.toLowerCase() !== 'content-type')), body: form }).then(async (response) => {
        const data = await response.text()
        host.pendingRequests -= 1
        answer(host, options, { data, statusCode: response.status, header: Object.fromEntries(response.headers.entries()) })
      }, (error) => { host.pendingRequests -= 1; answer(host, options, undefined, { error: 12, errorMessage: String(error) }) })
    },
    getNetworkType: (options) => call('getNetworkType', options, (o) => answer(host, o, { networkAvailable: true, networkType: 'WIFI' })),
    onNetworkStatusChange() {},
    offNetworkStatusChange() {},

    setStorageSync: (o) => storage.set(o),
    getStorageSync: (o) => storage.get(o),
    removeStorageSync: (o) => { host.storage.delete(o?.key); return { success: true } },
    clearStorageSync: () => { host.storage.clear(); return { success: true } },
    getStorageInfoSync: () => host.inApp({ keys: [...host.storage.keys()], currentSize: 0, limitSize: 10240 }),
    setStorage: (options) => call('setStorage', options, (o) => { const r = storage.set(o); answer(host, o, r.error ? undefined : {}, r.error ? r : undefined) }),
    getStorage: (options) => call('getStorage', options, (o) => answer(host, o, storage.get(o))),
    removeStorage: (options) => call('removeStorage', options, (o) => { host.storage.delete(o.key); answer(host, o, {}) }),
    clearStorage: (options) => call('clearStorage', options, (o) => { host.storage.clear(); answer(host, o, {}) }),
    getStorageInfo: (options) => call('getStorageInfo', options, (o) => answer(host, o, { keys: [...host.storage.keys()], currentSize: 0, limitSize: 10240 })),

    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    reLaunch: navigation('reLaunch'),
    switchTab: navigation('switchTab'),
    navigateBack: navigation('navigateBack'),
    setNavigationBar: (options) => call('setNavigationBar', options, (o) => { if (host.top && o.title) host.top.__title = o.title; answer(host, o, {}) }),
    showNavigationBarLoading: ok('showNavigationBarLoading'),
    hideNavigationBarLoading: ok('hideNavigationBarLoading'),
    pageScrollTo: ok('pageScrollTo'),
    startPullDownRefresh: ok('startPullDownRefresh'),
    stopPullDownRefresh: ok('stopPullDownRefresh'),
    hideTabBar: ok('hideTabBar'),
    showTabBar: ok('showTabBar'),

    showToast: (options) => call('showToast', options, (o) => {
      host.overlays.loading = null
      const duration = o.duration ?? 2000
      host.overlays.toast = { title: String(o.content ?? ''), icon: o.type ?? 'none' }
      const shown = host.overlays.toast
      host.clock.setTimeout(() => { if (host.overlays.toast === shown) host.overlays.toast = null; answer(host, o, {}) }, duration)
      host.toasts.push(shown.title)
    }),
    hideToast: (options) => call('hideToast', options, (o) => { host.overlays.toast = null; answer(host, o, {}) }),
    showLoading: (options) => call('showLoading', options, (o) => { host.overlays.toast = null; host.overlays.loading = { title: String(o.content ?? '') }; answer(host, o, {}) }),
    hideLoading: (options) => call('hideLoading', options, (o) => { host.overlays.loading = null; answer(host, o, {}) }),
    confirm: (options) => call('confirm', options, (o) => {
      host.overlays.modal = {
        title: String(o.title ?? ''), content: String(o.content ?? ''), showCancel: true,
        cancelText: o.cancelButtonText ?? '取消', confirmText: o.confirmButtonText ?? '确定',
        answer: (confirm) => { host.overlays.modal = null; answer(host, o, { confirm }) },
      }
    }),
    alert: (options) => call('alert', options, (o) => {
      host.overlays.modal = {
        title: String(o.title ?? ''), content: String(o.content ?? ''), showCancel: false, cancelText: '', confirmText: o.buttonText ?? '确定',
        answer: () => { host.overlays.modal = null; answer(host, o, {}) },
      }
    }),
    showActionSheet: (options) => call('showActionSheet', options, (o) => {
      host.overlays.actionSheet = {
        items: [...(o.items ?? [])].map(String), cancelText: o.cancelButtonText ?? '取消',
        answer: (index) => { host.overlays.actionSheet = null; answer(host, o, { index }) },
      }
    }),

    getSystemInfoSync: () => host.inApp({ ...SYSTEM_INFO, app: 'DingTalk', version: '7.6.0', platform: 'iOS', storage: '128 GB', currentBattery: '80%' }),
    getSystemInfo: (options) => call('getSystemInfo', options, (o) => answer(host, o, { ...SYSTEM_INFO, app: 'DingTalk', version: '7.6.0', platform: 'iOS' })),
    getWindowInfo: () => host.inApp({ pixelRatio: 3, screenWidth: 390, screenHeight: 844, windowWidth: 390, windowHeight: 753, statusBarHeight: 47, titleBarHeight: 44 }),
    getMenuButtonBoundingClientRect: () => host.inApp({ width: 87, height: 32, top: 51, right: 381, bottom: 83, left: 294 }),
    getLaunchOptionsSync: () => host.inApp(host.launchOptions ?? { path: '', query: {} }),
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    onAppShow() {}, offAppShow() {}, onAppHide() {}, offAppHide() {}, onError() {}, offError() {}, onUnhandledRejection() {}, onPageNotFound() {},
    reportAnalytics() {},
    createSelectorQuery: () => selectorQuery(host),
    createIntersectionObserver: () => ({ relativeTo() { return this }, relativeToViewport() { return this }, observe() {}, disconnect() {} }),
    createAnimation: () => new Proxy({}, { get: (t, k) => (k === 'export' ? () => ({ actions: [] }) : () => t) }),
    vibrateShort: ok('vibrateShort'),
    setClipboard: (options) => call('setClipboard', options, (o) => { host.clipboard = String(o.text); answer(host, o, {}) }),
    getClipboard: (options) => call('getClipboard', options, (o) => answer(host, o, { text: host.clipboard ?? '' })),
    makePhoneCall: (options) => call('makePhoneCall', options, (o) => { host.phoneCalls.push(String(o.number)); answer(host, o, {}) }),

    // The code comes from "DingTalk": the server's simulated DingTalk (its consent endpoint issues a single-use
    // authCode for the corp's member), as DingTalk's servers do for the signed-in user of the client.
    getAuthCode: (options) => call('getAuthCode', options, (o) => {
      const { mobile, corpId } = host.device.dingtalk
      const wanted = o.corpId ?? corpId
      if (!mobile || !wanted) return answer(host, o, undefined, { error: 11, errorMessage: '用户取消授权或未登录钉钉' })
      host.pendingRequests += 1
      host.network.issueCode('dingtalk', { corpId: wanted, mobile }).then(
        (authCode) => { host.pendingRequests -= 1; answer(host, o, { authCode }) },
        (error) => { host.pendingRequests -= 1; answer(host, o, undefined, { error: 3, errorMessage: error.message }) },
      )
    }),
    getLocation: (options) => call('getLocation', options, (o) => answer(host, o, { longitude: String(host.device.location.longitude), latitude: String(host.device.location.latitude), accuracy: '65', city: '上海市', province: '上海市', address: host.device.location.address })),
    chooseLocation: (options) => call('chooseLocation', options, (o) => answer(host, o, { name: host.device.location.name, address: host.device.location.address, latitude: host.device.location.latitude, longitude: host.device.location.longitude })),
    openLocation: ok('openLocation'),
    chooseImage: (options) => call('chooseImage', options, (o) => {
      const files = host.device.pickFiles(o.count ?? 1, 'image')
      if (files.length === 0) return answer(host, o, undefined, { error: 11, errorMessage: '用户取消操作' })
      answer(host, o, { filePaths: files.map((f) => f.tempPath), apFilePaths: files.map((f) => f.tempPath), files: files.map((f) => ({ path: f.tempPath, size: f.size })) })
    }),
    // chooseFile { count, multiSelection } → { files: [{ path, size, name }] } (DingTalk's file picker, 7.1.5+ as its
    // jsapi declares; clients without it lack the function, and the app feature-detects it)
    chooseFile: (options) => call('chooseFile', options, (o) => {
      const files = host.device.pickFiles(o.multiSelection ? Math.min(o.count ?? 1, 9) : 1, 'file')
      if (files.length === 0) return answer(host, o, undefined, { error: 11, errorMessage: '用户取消操作' })
      answer(host, o, { files: files.map((f) => ({ path: f.tempPath, size: f.size, name: basename(f.path) })) })
    }),
    previewImage: ok('previewImage'),
    getImageInfo: (options) => call('getImageInfo', options, (o) => answer(host, o, { width: 100, height: 100, path: o.src, orientation: 'up', type: 'png' })),
    saveFile: (options) => call('saveFile', options, (o) => answer(host, o, { apFilePath: o.apFilePath })),
    scan: (options) => call('scan', options, (o) => {
      const next = host.device.scans.shift()
      if (!next) return answer(host, o, undefined, { error: 10, errorMessage: '用户取消' })
      answer(host, o, { code: next.result, qrCode: next.result })
    }),
    createCanvasContext: () => new Proxy({}, { get: () => () => {} }),
  }
  host.context.my = dd // DingTalk's container keeps the Alipay-style global too
  return dd
}
