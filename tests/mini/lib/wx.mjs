// A fake `wx` that behaves as WeChat's API documents say (developers.weixin.qq.com/miniprogram/dev/api/):
// callbacks { success, fail, complete } called asynchronously, `errMsg: '<name>:ok'` / `'<name>:fail …'`,
// storage that answers '' for a missing key and copies what it keeps, requests to a real server with
// { data, statusCode, header }, a page stack of at most 10, one toast-or-loading at a time, modals and payment
// prompts that wait for the journey to answer them.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { canvasNode, offscreenCanvas } from './canvas.mjs'
import { API_ORIGIN_IN_BUILD } from './network.mjs'

/** Calls success or fail, then complete, on the fake clock (never synchronously, as the clients do). */
export function answer(host, name, options, result, failure) {
  host.clock.setTimeout(() => {
    if (failure) {
      const res = host.inApp({ errMsg: `${name}:fail${failure.errMsg ? ` ${failure.errMsg}` : ''}`, ...failure.extra })
      host.guard(() => options?.fail?.(res))
      host.guard(() => options?.complete?.(res))
    } else {
      const res = host.inApp({ errMsg: `${name}:ok`, ...result })
      host.guard(() => options?.success?.(res))
      host.guard(() => options?.complete?.(res))
    }
  }, 0)
}

/** What WeChat's getSystemInfo answers on an iPhone 14 (device pixel ratio 3, 390 × 844). */
export const SYSTEM_INFO = {
  brand: 'iPhone', model: 'iPhone 14<iPhone14,7>', pixelRatio: 3, screenWidth: 390, screenHeight: 844,
  windowWidth: 390, windowHeight: 753, statusBarHeight: 47, language: 'zh_CN', version: '8.0.50', system: 'iOS 17.0',
  platform: 'ios', fontSizeSetting: 17, SDKVersion: '3.5.0', benchmarkLevel: 1, albumAuthorized: true,
  cameraAuthorized: true, locationAuthorized: true, microphoneAuthorized: true, notificationAuthorized: true,
  bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
  theme: 'light', enableDebug: false, deviceOrientation: 'portrait', host: { env: 'WeChat' },
}

export function makeWx(host) {
  const call = (name, options, run) => {
    host.calls.push({ name, options })
    return run(options ?? {})
  }
  const ok = (name) => (options) => call(name, options, (o) => answer(host, name, o, {}))
  const navigation = (name) => (options = {}) => call(name, options, (o) => {
    const result = host.navigate(name, o.url, o.delta)
    answer(host, name, o, {}, result.ok ? undefined : { errMsg: result.errMsg.replace(`${name}:fail `, '') })
  })

  const storage = {
    set(key, data) {
      if (typeof key !== 'string' || key === '') throw new Error('setStorage:fail parameter error: key should be a non-empty String')
      const text = JSON.stringify(data === undefined ? null : data)
      if (text.length > 1024 * 1024) throw new Error('setStorage:fail entry size limit reached')
      host.storage.set(key, text)
    },
    get(key) {
      return host.storage.has(key) ? host.inApp(JSON.parse(host.storage.get(key))) : undefined
    },
  }

  const wx = {
    // ---- network: a real request to the runner's server (the build's API origin maps to it) -------------
    request(options = {}) {
      host.calls.push({ name: 'request', options })
      const controller = new AbortController()
      const method = String(options.method ?? 'GET').toUpperCase()
      const header = { ...(options.header ?? {}) }
      const contentType = Object.entries(header).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'application/json'
      let url = host.network.resolve(options.url)
      let body
      if (options.data !== undefined && options.data !== null) {
        if (method === 'GET') {
          const params = typeof options.data === 'string' ? options.data : new URLSearchParams(Object.entries(options.data).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString()
          if (params) url += (url.includes('?') ? '&' : '?') + params
        } else if (typeof options.data === 'string') body = options.data
        else if (contentType.includes('application/x-www-form-urlencoded')) body = new URLSearchParams(Object.entries(options.data).map(([k, v]) => [k, String(v)])).toString()
        else body = JSON.stringify(options.data)
      }
      if (!Object.keys(header).some((k) => k.toLowerCase() === 'content-type')) header['content-type'] = 'application/json'
      host.pendingRequests += 1
      const done = (fn) => { host.pendingRequests -= 1; fn() }
      host.network.fetch(url, { method, headers: header, body, signal: controller.signal }).then(async (response) => {
        const text = await response.text()
        let data = text
        if ((options.dataType ?? 'json') === 'json') {
          try { data = JSON.parse(text) } catch { data = text }
        }
        const headers = Object.fromEntries(response.headers.entries())
        host.network.log.push({ method, url, status: response.status, body, code: data?.Code ?? data?.code })
        done(() => answer(host, 'request', options, { data, statusCode: response.status, header: headers, cookies: [] }))
      }, (error) => done(() => answer(host, 'request', options, undefined, { errMsg: controller.signal.aborted ? 'abort' : String(error?.cause?.code ?? error) })))
      return { abort: () => controller.abort(), onHeadersReceived() {}, offHeadersReceived() {}, onChunkReceived() {}, offChunkReceived() {} }
    },
    uploadFile(options = {}) {
      host.calls.push({ name: 'uploadFile', options })
      const file = host.files.get(options.filePath)
      if (!file) {
        answer(host, 'uploadFile', options, undefined, { errMsg: `file not found: ${options.filePath}` })
        return { abort() {}, onProgressUpdate() {} }
      }
      const form = new FormData()
      for (const [k, v] of Object.entries(options.formData ?? {})) form.append(k, String(v))
      form.append(options.name ?? 'file', new Blob([readFileSync(file.path)], { type: file.type }), basename(file.path))
      host.pendingRequests += 1
      host.network.fetch(host.network.resolve(options.url), { method: 'POST', headers: Object.fromEntries(Object.entries(options.header ?? {}).filter(([k]) => k.toLowerCase() !== 'content-type')), body: form }).then(async (response) => {
        const data = await response.text()
        host.pendingRequests -= 1
        answer(host, 'uploadFile', options, { data, statusCode: response.status })
      }, (error) => { host.pendingRequests -= 1; answer(host, 'uploadFile', options, undefined, { errMsg: String(error) }) })
      return { abort() {}, onProgressUpdate() {}, offProgressUpdate() {}, onHeadersReceived() {}, offHeadersReceived() {} }
    },
    downloadFile: (options) => call('downloadFile', options, (o) => answer(host, 'downloadFile', o, undefined, { errMsg: 'downloadFile is not simulated' })),
    getNetworkType: (options) => call('getNetworkType', options, (o) => answer(host, 'getNetworkType', o, { networkType: 'wifi' })),
    onNetworkStatusChange: () => {},
    offNetworkStatusChange: () => {},

    // ---- storage ----------------------------------------------------------------------------------------
    setStorageSync: (key, data) => storage.set(key, data),
    getStorageSync: (key) => storage.get(key) ?? '',
    removeStorageSync: (key) => { host.storage.delete(key) },
    clearStorageSync: () => host.storage.clear(),
    getStorageInfoSync: () => host.inApp({ keys: [...host.storage.keys()], currentSize: Math.ceil([...host.storage.values()].join('').length / 1024), limitSize: 10240 }),
    setStorage: (options) => call('setStorage', options, (o) => {
      try { storage.set(o.key, o.data); answer(host, 'setStorage', o, {}) } catch (e) { answer(host, 'setStorage', o, undefined, { errMsg: e.message.replace('setStorage:fail ', '') }) }
    }),
    getStorage: (options) => call('getStorage', options, (o) => {
      if (host.storage.has(o.key)) answer(host, 'getStorage', o, { data: storage.get(o.key) })
      else answer(host, 'getStorage', o, undefined, { errMsg: 'data not found' })
    }),
    removeStorage: (options) => call('removeStorage', options, (o) => { host.storage.delete(o.key); answer(host, 'removeStorage', o, {}) }),
    clearStorage: (options) => call('clearStorage', options, (o) => { host.storage.clear(); answer(host, 'clearStorage', o, {}) }),
    getStorageInfo: (options) => call('getStorageInfo', options, (o) => answer(host, 'getStorageInfo', o, { keys: [...host.storage.keys()], currentSize: 0, limitSize: 10240 })),

    // ---- navigation -------------------------------------------------------------------------------------
    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    reLaunch: navigation('reLaunch'),
    switchTab: navigation('switchTab'),
    navigateBack: navigation('navigateBack'),
    setNavigationBarTitle: (options) => call('setNavigationBarTitle', options, (o) => { if (host.top) host.top.__title = o.title; answer(host, 'setNavigationBarTitle', o, {}) }),
    setNavigationBarColor: ok('setNavigationBarColor'),
    showNavigationBarLoading: ok('showNavigationBarLoading'),
    hideNavigationBarLoading: ok('hideNavigationBarLoading'),
    hideHomeButton: ok('hideHomeButton'),
    pageScrollTo: ok('pageScrollTo'),
    startPullDownRefresh: ok('startPullDownRefresh'),
    stopPullDownRefresh: ok('stopPullDownRefresh'),
    hideTabBar: ok('hideTabBar'),
    showTabBar: ok('showTabBar'),
    nextTick: (fn) => host.clock.setTimeout(fn, 0),

    // ---- interaction: one toast or loading at a time (showLoading replaces a toast and the other way) ------
    showToast: (options) => call('showToast', options, (o) => {
      host.overlays.loading = null
      host.overlays.toast = { title: String(o.title ?? ''), icon: o.icon ?? 'success', until: host.clock.now + (o.duration ?? 1500) }
      const shown = host.overlays.toast
      host.clock.setTimeout(() => { if (host.overlays.toast === shown) host.overlays.toast = null }, o.duration ?? 1500)
      host.toasts.push(shown.title)
      answer(host, 'showToast', o, {})
    }),
    hideToast: (options) => call('hideToast', options, (o) => { host.overlays.toast = null; answer(host, 'hideToast', o, {}) }),
    showLoading: (options) => call('showLoading', options, (o) => {
      host.overlays.toast = null
      host.overlays.loading = { title: String(o.title ?? '') }
      answer(host, 'showLoading', o, {})
    }),
    hideLoading: (options) => call('hideLoading', options, (o) => { host.overlays.loading = null; answer(host, 'hideLoading', o, {}) }),
    showModal: (options) => call('showModal', options, (o) => {
      host.overlays.modal = {
        title: String(o.title ?? ''), content: String(o.content ?? ''), showCancel: o.showCancel !== false,
        cancelText: o.cancelText ?? '取消', confirmText: o.confirmText ?? '确定',
        answer: (confirm) => { host.overlays.modal = null; answer(host, 'showModal', o, { confirm, cancel: !confirm, content: confirm && o.editable ? '' : undefined }) },
      }
    }),
    showActionSheet: (options) => call('showActionSheet', options, (o) => {
      host.overlays.actionSheet = {
        items: [...(o.itemList ?? [])].map(String), cancelText: '取消',
        answer: (index) => {
          host.overlays.actionSheet = null
          if (index < 0) answer(host, 'showActionSheet', o, undefined, { errMsg: 'cancel' })
          else answer(host, 'showActionSheet', o, { tapIndex: index })
        },
      }
    }),
    enableAlertBeforeUnload: ok('enableAlertBeforeUnload'),
    disableAlertBeforeUnload: ok('disableAlertBeforeUnload'),

    // ---- system ---------------------------------------------------------------------------------------
    getSystemInfoSync: () => host.inApp(SYSTEM_INFO),
    getSystemInfo: (options) => call('getSystemInfo', options, (o) => answer(host, 'getSystemInfo', o, SYSTEM_INFO)),
    getWindowInfo: () => host.inApp({ pixelRatio: 3, screenWidth: 390, screenHeight: 844, windowWidth: 390, windowHeight: 753, statusBarHeight: 47, safeArea: SYSTEM_INFO.safeArea, screenTop: 0 }),
    getDeviceInfo: () => host.inApp({ brand: 'iPhone', model: SYSTEM_INFO.model, system: SYSTEM_INFO.system, platform: 'ios', benchmarkLevel: 1 }),
    getAppBaseInfo: () => host.inApp({ SDKVersion: '3.5.0', language: 'zh_CN', version: '8.0.50', theme: 'light', enableDebug: false, host: { env: 'WeChat' } }),
    getSystemSetting: () => host.inApp({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () => host.inApp({ albumAuthorized: 'authorized', cameraAuthorized: 'authorized', locationAuthorized: 'authorized' }),
    getMenuButtonBoundingClientRect: () => host.inApp({ width: 87, height: 32, top: 51, right: 381, bottom: 83, left: 294 }),
    getAccountInfoSync: () => host.inApp({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => host.inApp(host.launchOptions ?? { path: '', query: {}, scene: 1001 }),
    getEnterOptionsSync: () => host.inApp(host.launchOptions ?? { path: '', query: {}, scene: 1001 }),
    canIUse: (schema) => typeof wx[String(schema).split('.')[0]] === 'function' || String(schema).split('.')[0] in wx,
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    onAppShow() {}, offAppShow() {}, onAppHide() {}, offAppHide() {}, onError() {}, offError() {},
    onUnhandledRejection() {}, onPageNotFound() {}, onMemoryWarning() {}, onThemeChange() {}, onWindowResize() {}, offWindowResize() {},
    reportAnalytics() {},
    getLogManager: () => ({ log() {}, info() {}, warn() {}, debug() {} }),
    getRealtimeLogManager: () => ({ info() {}, warn() {}, error() {}, setFilterMsg() {}, addFilterMsg() {} }),
    createSelectorQuery: () => selectorQuery(host),
    createIntersectionObserver: () => ({ relativeTo() { return this }, relativeToViewport() { return this }, observe() {}, disconnect() {} }),
    createAnimation: () => new Proxy({}, { get: (t, k) => (k === 'export' ? () => ({ actions: [] }) : () => t) }),
    vibrateShort: ok('vibrateShort'),
    setClipboardData: (options) => call('setClipboardData', options, (o) => { host.clipboard = String(o.data); answer(host, 'setClipboardData', o, {}) }),
    getClipboardData: (options) => call('getClipboardData', options, (o) => answer(host, 'getClipboardData', o, { data: host.clipboard ?? '' })),
    makePhoneCall: (options) => call('makePhoneCall', options, (o) => { host.phoneCalls.push(String(o.phoneNumber)); answer(host, 'makePhoneCall', o, {}) }),

    // ---- open abilities -------------------------------------------------------------------------------
    // The code comes from "WeChat": the server's simulated WeChat (its consent endpoint issues a single-use code
    // for an openid, as WeChat's servers do for the user of the client). The user is host.device.wechatOpenId.
    login: (options) => call('login', options, (o) => {
      host.pendingRequests += 1
      host.network.issueCode('wechat', { openid: host.device.wechatOpenId }).then(
        (code) => { host.pendingRequests -= 1; answer(host, 'login', o, { code }) },
        (error) => { host.pendingRequests -= 1; answer(host, 'login', o, undefined, { errMsg: String(error.message) }) },
      )
    }),
    checkSession: ok('checkSession'),
    getSetting: (options) => call('getSetting', options, (o) => answer(host, 'getSetting', o, { authSetting: { 'scope.userLocation': true, 'scope.camera': true } })),
    authorize: ok('authorize'),
    requestPayment: (options) => call('requestPayment', options, (o) => {
      const missing = ['timeStamp', 'nonceStr', 'package', 'paySign'].filter((k) => !o[k])
      if (missing.length) return answer(host, 'requestPayment', o, undefined, { errMsg: `parameter error: ${missing.join(', ')} required` })
      host.overlays.payment = {
        params: { timeStamp: o.timeStamp, nonceStr: o.nonceStr, package: o.package, signType: o.signType, paySign: o.paySign },
        answer: (paid) => { host.overlays.payment = null; answer(host, 'requestPayment', o, paid ? {} : undefined, paid ? undefined : { errMsg: 'cancel' }) },
      }
    }),
    showShareMenu: ok('showShareMenu'),
    hideShareMenu: ok('hideShareMenu'),
    updateShareMenu: ok('updateShareMenu'),
    navigateToMiniProgram: (options) => call('navigateToMiniProgram', options, (o) => answer(host, 'navigateToMiniProgram', o, undefined, { errMsg: 'cancel' })),

    // ---- device & media -------------------------------------------------------------------------------
    getLocation: (options) => call('getLocation', options, (o) => answer(host, 'getLocation', o, { ...host.device.location, speed: -1, accuracy: 65, altitude: 0, verticalAccuracy: 65, horizontalAccuracy: 65 })),
    chooseLocation: (options) => call('chooseLocation', options, (o) => answer(host, 'chooseLocation', o, { name: host.device.location.name, address: host.device.location.address, latitude: host.device.location.latitude, longitude: host.device.location.longitude })),
    openLocation: ok('openLocation'),
    chooseImage: (options) => call('chooseImage', options, (o) => {
      const files = host.device.pickFiles(Math.min(o.count ?? 9, 9), 'image')
      if (files.length === 0) return answer(host, 'chooseImage', o, undefined, { errMsg: 'cancel' })
      answer(host, 'chooseImage', o, { tempFilePaths: files.map((f) => f.tempPath), tempFiles: files.map((f) => ({ path: f.tempPath, size: f.size })) })
    }),
    chooseMedia: (options) => call('chooseMedia', options, (o) => {
      const files = host.device.pickFiles(Math.min(o.count ?? 9, 20), 'image')
      if (files.length === 0) return answer(host, 'chooseMedia', o, undefined, { errMsg: 'cancel' })
      answer(host, 'chooseMedia', o, { type: 'image', tempFiles: files.map((f) => ({ tempFilePath: f.tempPath, size: f.size, fileType: 'image' })) })
    }),
    chooseMessageFile: (options) => call('chooseMessageFile', options, (o) => {
      const files = host.device.pickFiles(o.count ?? 1, 'file')
      if (files.length === 0) return answer(host, 'chooseMessageFile', o, undefined, { errMsg: 'cancel' })
      answer(host, 'chooseMessageFile', o, { tempFiles: files.map((f) => ({ path: f.tempPath, size: f.size, name: basename(f.path), type: 'file', time: Math.floor(host.clock.now / 1000) })) })
    }),
    previewImage: ok('previewImage'),
    getImageInfo: (options) => call('getImageInfo', options, (o) => answer(host, 'getImageInfo', o, { width: 100, height: 100, path: o.src, orientation: 'up', type: 'png' })),
    saveFile: (options) => call('saveFile', options, (o) => answer(host, 'saveFile', o, { savedFilePath: o.tempFilePath })),
    scanCode: (options) => call('scanCode', options, (o) => {
      const next = host.device.scans.shift()
      if (!next) return answer(host, 'scanCode', o, undefined, { errMsg: 'cancel' })
      answer(host, 'scanCode', o, { result: next.result, scanType: next.scanType ?? 'QR_CODE', charSet: 'UTF-8', path: '', rawData: Buffer.from(next.result).toString('base64') })
    }),
    // createOffscreenCanvas({ type, width, height }) (2.16.1+; the older (width, height) form makes a webgl canvas)
    createOffscreenCanvas: (options, height) => call('createOffscreenCanvas', options, () => offscreenCanvas(typeof options === 'object' ? options : { type: 'webgl', width: options, height })),
    createCanvasContext: () => new Proxy({}, { get: () => () => {} }),
  }
  // Sanity: API names the build's Taro asks for and that this fake leaves out fail loudly in Taro ("暂不支持").
  void API_ORIGIN_IN_BUILD
  return wx
}

/** The size of a box a selector query measures: the element's CSS height (rpx of a 390-wide screen, or px), else 0. */
const RPX = 390 / 750
function measured(element) {
  const height = /^([\d.]+)(rpx|px)$/.exec(String(element?.cssHeight ?? ''))
  const h = height ? Number(height[1]) * (height[2] === 'rpx' ? RPX : 1) : (element?.tag === 'canvas' ? 150 : 0)
  return { width: 390, height: h }
}

/**
 * createSelectorQuery: boxes laid out at the top, full width (no layout here), high by their CSS height (a canvas
 * without one 150, as the clients default it); an element the page does not show answers null, as the clients do.
 * `node()` of a `<canvas type="2d">` answers its Canvas node (lib/canvas.mjs), of anything else null.
 */
export function selectorQuery(host) {
  const queue = []
  const find = (selector) => host.elementOf?.(selector)
  const query = {
    in() { return query },
    select(selector) {
      const box = () => {
        const element = find(selector)
        if (host.elementOf && !element) return null
        const { width, height } = measured(element)
        return { id: element?.attrs?.id ?? '', dataset: {}, left: 0, right: width, top: 0, bottom: height, width, height }
      }
      return {
        boundingClientRect(cb) { queue.push({ cb, value: box, selector }); return query },
        fields(_f, cb) { queue.push({ cb, value: { width: 390, height: 0, scrollTop: 0, scrollHeight: 0 } }); return query },
        scrollOffset(cb) { queue.push({ cb, value: { scrollTop: 0, scrollLeft: 0 } }); return query },
        node(cb) {
          queue.push({ cb, node: () => {
            const element = find(selector)
            if (element?.tag !== 'canvas' || element.attrs?.type !== '2d') return null
            const id = String(element.attrs.id)
            return { node: host.canvases.get(id)?.node ?? canvasNode(host, id) }
          } })
          return query
        },
        context(cb) { queue.push({ cb, value: null }); return query },
      }
    },
    selectAll(selector) {
      return {
        boundingClientRect(cb) { queue.push({ cb, value: [], selector }); return query },
        fields(_f, cb) { queue.push({ cb, value: [] }); return query },
        node(cb) { queue.push({ cb, value: [] }); return query },
      }
    },
    selectViewport() {
      return {
        boundingClientRect(cb) { queue.push({ cb, value: { width: 390, height: 753, top: 0, left: 0, right: 390, bottom: 753 } }); return query },
        scrollOffset(cb) { queue.push({ cb, value: { scrollTop: 0, scrollLeft: 0, scrollHeight: 753 } }); return query },
        fields(_f, cb) { queue.push({ cb, value: { scrollTop: 0 } }); return query },
      }
    },
    exec(cb) {
      host.clock.setTimeout(() => {
        // a node is the client's own object (not a copy); the other answers are plain data
        const values = queue.map((q) => (q.node ? q.node() : host.inApp(typeof q.value === 'function' ? q.value() : q.value)))
        queue.forEach((q, i) => host.guard(() => q.cb?.(values[i])))
        host.guard(() => cb?.(values))
      }, 0)
    },
  }
  return query
}
