// The mini-program host: runs a build's own JS (app.js, runtime.js, taro.js, vendors.js, common.js, page
// chunks) in a Node vm context, as the WeChat or DingTalk client would, with App / Page / Component / getApp /
// getCurrentPages, the page stack, setData, and a platform API object (`wx` or `dd`, lib/wx.mjs, lib/dd.mjs) on
// a fake clock. The view (WXML through wcc, or AXML through lib/axml.mjs) turns each page's data into a tree.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import vm from 'node:vm'
import { FakeClock, installDate } from './clock.mjs'

/** WeChat's and DingTalk's page stack limit (navigateTo fails past it). */
export const PAGE_STACK_LIMIT = 10

/** Splits a setData path ('root.cn.[0].v', 'list[2].name') into keys. */
export function pathKeys(path) {
  const keys = []
  String(path).replace(/\[(\d+)\]|[^.[\]]+/g, (m, index) => keys.push(index !== undefined ? Number(index) : m))
  return keys
}

export function setPath(target, path, value) {
  const keys = pathKeys(path)
  let node = target
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value
    else {
      if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof keys[i + 1] === 'number' ? [] : {}
      node = node[key]
    }
  })
}

/** A JSON copy: what setData keeps (functions and undefined dropped, as the clients do). */
const copy = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

/** '/pages/a/b?x=1' or 'b?x=1' relative to the current route -> { route: 'pages/a/b', query: { x: '1' } }. */
export function parseUrl(url, fromRoute = '') {
  const [pathPart, queryPart = ''] = String(url).split('?')
  const route = pathPart.startsWith('/') ? pathPart.slice(1) : posix.normalize(posix.join(posix.dirname(fromRoute), pathPart))
  const query = {}
  for (const pair of queryPart.split('&').filter(Boolean)) {
    const at = pair.indexOf('=')
    const key = at < 0 ? pair : pair.slice(0, at)
    const value = at < 0 ? '' : pair.slice(at + 1)
    query[decodeURIComponent(key)] = value // the clients hand page options over as written (decoding is the page's job)
  }
  return { route: route.replace(/^\/+/, ''), query }
}

export class MiniHost {
  /**
   * @param {object} o
   * @param {'weapp'|'dd'} o.target
   * @param {string} o.dist            dist/weapp or dist/dd
   * @param {(host: MiniHost) => object} o.makeApi   the platform API object (wx or dd)
   * @param {(host: MiniHost) => object} o.makeView  { render(instance) -> tree }
   * @param {object} o.extraGlobals    more globals of the JS context (DingTalk: navigator)
   */
  constructor({ target, dist, makeApi, makeView, extraGlobals = {}, log = () => {} }) {
    this.target = target
    this.dist = dist
    this.log = log
    this.clock = new FakeClock()
    this.appJson = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
    this.routes = new Set([
      ...this.appJson.pages,
      ...(this.appJson.subPackages ?? this.appJson.subpackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`)),
    ])
    this.stack = []
    this.pageConfigs = new Map()
    this.componentConfigs = new Map()
    this.modules = new Map()
    this.errors = []
    this.unhandled = [] // rejections nobody caught (also in errors)
    this.pendingRequests = 0
    this.overlays = { toast: null, loading: null, modal: null, actionSheet: null, payment: null, picker: null }
    this.storage = new Map()
    this.calls = [] // every platform API call: { name, options }
    this.toasts = [] // every toast title shown, in order
    this.phoneCalls = []
    this.canvases = new Map() // canvas id -> { node, real, calls } (lib/canvas.mjs)
    this.shares = [] // every message the member shared: { from, route, title, path, imageUrl, desc }
    this.files = new Map() // temp path -> { path, type, size }
    this.loginCodes = 0
    this.device = {
      location: { latitude: 31.2304, longitude: 121.4737, name: '人民广场', address: '上海市黄浦区人民大道' },
      wechatOpenId: `o-mini-${process.pid}-${Date.now().toString(36)}`, // the WeChat user of this client
      dingtalk: { corpId: undefined, mobile: undefined }, // the DingTalk user of this client (dd.getAuthCode)
      scans: [], // { result, scanType } answered in order by scanCode
      chosen: [], // { path, type } handed out by chooseImage & co
      pickFiles: (count, kind) => {
        const picked = this.device.chosen.splice(0, count)
        return picked.map((f, i) => {
          const tempPath = `${this.target === 'dd' ? 'https://resource/' : 'http://tmp/'}${this.clock.now}-${i}-${f.path.split('/').at(-1)}`
          const size = readFileSync(f.path).length
          const entry = { path: f.path, type: f.type ?? (kind === 'image' ? 'image/png' : 'application/pdf'), size, tempPath }
          this.files.set(tempPath, entry)
          return entry
        })
      },
    }
    this.context = this.createContext(extraGlobals)
    this.AppPromise = vm.runInContext('Promise', this.context)
    this.api = makeApi(this)
    this.context[target === 'dd' ? 'dd' : 'wx'] = this.api
    this.view = makeView(this)
  }

  createContext(extraGlobals) {
    const clock = this.clock
    const host = this
    const globals = {
      console: {
        log: () => {}, info: () => {}, debug: () => {},
        warn: (...a) => host.log('warn', ...a),
        error: (...a) => { host.log('error', ...a); host.consoleErrors.push(a.map(String).join(' ')) },
      },
      setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout,
      setInterval: clock.setInterval, clearInterval: clock.clearInterval,
      App: (config) => host.registerApp(config),
      Page: (config) => host.registerPage(config),
      Component: (config) => host.registerComponent(config),
      Behavior: (config) => config,
      getApp: () => host.app,
      getCurrentPages: () => [...host.stack],
      requirePlugin: (name) => { throw new Error(`requirePlugin(${name}): no plugins here`) },
      ...extraGlobals,
    }
    this.consoleErrors = []
    const context = vm.createContext(globals)
    context.globalThis = context
    installDate(context, clock, (code) => vm.runInContext(code, context))
    context.addEventListener = undefined
    return context
  }

  /** Runs a file of the build as the client does: CommonJS-style with a require relative to it. */
  require(file) {
    const path = posix.normalize(file.endsWith('.js') ? file : `${file}.js`)
    if (this.modules.has(path)) return this.modules.get(path).exports
    const full = join(this.dist, path)
    if (!existsSync(full)) throw new Error(`require: ${path} is not in ${this.dist}`)
    const module = { exports: {} }
    this.modules.set(path, module)
    const code = readFileSync(full, 'utf8')
    const fn = vm.runInContext(`(function (require, module, exports) {${code}\n})`, this.context, { filename: full })
    const localRequire = (request) => this.require(request.startsWith('.') ? posix.join(posix.dirname(path), request) : request)
    fn.call(module.exports, localRequire, module, module.exports)
    return module.exports
  }

  // ---- App, Page, Component -------------------------------------------------------------------------

  registerApp(config) {
    this.app = Object.assign(Object.create(null), config)
    this.appConfig = config
  }

  registerPage(config) {
    if (!this.loadingRoute) throw new Error('Page() called outside a page file')
    this.pageConfigs.set(this.loadingRoute, config)
  }

  registerComponent(config) {
    if (!this.loadingComponent) throw new Error('Component() called outside a component file')
    this.componentConfigs.set(this.loadingComponent, config)
  }

  pageConfig(route) {
    if (!this.pageConfigs.has(route)) {
      this.loadingRoute = route
      try {
        this.require(`${route}.js`)
      } finally {
        this.loadingRoute = undefined
      }
      if (!this.pageConfigs.has(route)) throw new Error(`${route}.js did not call Page()`)
    }
    return this.pageConfigs.get(route)
  }

  /** The config of a custom component file (path without extension, from the dist root). */
  componentConfig(path) {
    if (!this.componentConfigs.has(path)) {
      this.loadingComponent = path
      try {
        this.require(`${path}.js`)
      } finally {
        this.loadingComponent = undefined
      }
    }
    return this.componentConfigs.get(path)
  }

  /** Starts the app on a page: app.js, App's onLaunch and onShow, then the page. */
  launch(url) {
    const { route, query } = parseUrl(url)
    this.require('app.js')
    if (!this.app) throw new Error('app.js did not call App()')
    const options = { path: route, query, scene: 1001, referrerInfo: {} }
    this.guard(() => this.app.onLaunch?.call(this.app, options))
    this.guard(() => this.app.onShow?.call(this.app, options))
    if (!this.routes.has(route)) {
      this.guard(() => this.app.onPageNotFound?.call(this.app, { path: route, query, isEntryPage: true }))
      return
    }
    this.openPage(route, query)
  }

  guard(fn) {
    try {
      return fn()
    } catch (error) {
      this.errors.push(error)
      this.log('error', error)
      this.guard(() => this.app?.onError?.call(this.app, String(error?.stack ?? error)))
      return undefined
    }
  }

  /** Creates a page instance (data copied from the config, methods bound) and runs onLoad, onShow, onReady. */
  openPage(route, query) {
    const config = this.pageConfig(route)
    const host = this
    const page = Object.create(null)
    for (const [key, value] of Object.entries(config)) if (key !== 'data') page[key] = value
    Object.assign(page, {
      data: copy(config.data ?? {}),
      route,
      __route__: route,
      options: query,
      __wxWebviewId__: ++this.pageSeq,
      __pageId: this.pageSeq,
      setData(data, callback) { host.setData(page, data, callback) },
      getPageId() { return `page-${page.__pageId}` },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => host.api.createSelectorQuery(),
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
    })
    if (this.target === 'dd') page.$viewId = String(page.__pageId)
    this.stack.push(page)
    this.guard(() => page.onLoad?.call(page, { ...query }))
    this.guard(() => page.onShow?.call(page))
    this.guard(() => page.onReady?.call(page))
    return page
  }

  pageSeq = 0

  /**
   * The member shares the page on top, from a `<button open-type="share">` ('button') or the client's menu
   * ('menu'): the client asks the page's onShareAppMessage({ from, target }) for { title, path, imageUrl } (DingTalk
   * also desc) and offers it to a chat. A page without onShareAppMessage cannot be shared: its button does nothing
   * and its menu has no 转发 (WeChat's button and Page documents; DingTalk's likewise): answers null then. A title or
   * path the page leaves out is the client's own (the mini-program's name, the page itself).
   */
  share(from, target) {
    const page = this.top
    if (typeof page?.onShareAppMessage !== 'function') return null
    const given = this.guard(() => page.onShareAppMessage.call(page, this.inApp({ from, target }))) ?? {}
    const query = new URLSearchParams(page.options ?? {}).toString()
    const share = {
      from, route: page.route,
      title: given.title ?? this.appJson.window?.navigationBarTitleText ?? '',
      path: given.path ?? `/${page.route}${query ? `?${query}` : ''}`,
      imageUrl: given.imageUrl, desc: given.desc,
    }
    this.shares.push(share)
    return share
  }

  setData(instance, data, callback) {
    for (const [path, value] of Object.entries(data ?? {})) setPath(instance.data, path, copy(value))
    instance.__dirty = true
    if (typeof callback === 'function') this.clock.setTimeout(() => this.guard(() => callback.call(instance)), 0)
  }

  unload(page) {
    this.guard(() => page.onUnload?.call(page))
    page.__unloaded = true
  }

  /** A JSON copy made in the app's own context (objects the app checks with constructor === Object). */
  inApp(value) {
    this.appJSON ??= vm.runInContext('JSON', this.context)
    return value === undefined ? undefined : this.appJSON.parse(JSON.stringify(value))
  }

  nextLoginCode() {
    this.loginCodes += 1
    return `${this.target}-code-${this.loginCodes}-${this.clock.now.toString(36)}`
  }

  get top() { return this.stack.at(-1) }

  // ---- navigation (what wx.navigateTo & co and dd.navigateTo & co do) -----------------------------------

  navigate(kind, url, delta = 1) {
    const from = this.top?.route ?? ''
    if (kind === 'navigateBack') {
      if (this.stack.length <= 1) return { ok: false, errMsg: 'navigateBack:fail cannot navigate back at first page.' }
      const n = Math.min(Math.max(1, Number(delta) || 1), this.stack.length - 1)
      for (let i = 0; i < n; i += 1) this.unload(this.stack.pop())
      this.guard(() => this.top.onShow?.call(this.top))
      return { ok: true }
    }
    const { route, query } = parseUrl(url, from)
    if (!this.routes.has(route) || !this.view.hasPage(route)) return { ok: false, errMsg: `${kind}:fail page "${route}" is not found` }
    const tabPages = new Set((this.appJson.tabBar?.list ?? this.appJson.tabBar?.items ?? []).map((t) => t.pagePath))
    if (kind === 'switchTab' && !tabPages.has(route)) return { ok: false, errMsg: `switchTab:fail can not switch to no-tabBar page` }
    if ((kind === 'navigateTo' || kind === 'redirectTo') && tabPages.has(route)) return { ok: false, errMsg: `${kind}:fail can not ${kind} a tabbar page` }
    if (kind === 'navigateTo') {
      if (this.stack.length >= PAGE_STACK_LIMIT) return { ok: false, errMsg: 'navigateTo:fail webview count limit exceed' }
      if (this.top) this.guard(() => this.top.onHide?.call(this.top))
    } else if (kind === 'redirectTo') {
      this.unload(this.stack.pop())
    } else if (kind === 'reLaunch' || kind === 'switchTab') {
      while (this.stack.length) this.unload(this.stack.pop())
    }
    this.openPage(route, query)
    return { ok: true }
  }

  // ---- settling -----------------------------------------------------------------------------------------

  /** Lets microtasks, real IO and due timers run until none is due and no request is under way. */
  async settle({ maxFakeMs = 0 } = {}) {
    let moved = 0
    for (let round = 0; round < 100_000; round += 1) {
      await new Promise((resolve) => setImmediate(resolve))
      if (this.clock.hasDue()) {
        this.guard(() => this.clock.runOneDue())
        continue
      }
      if (this.pendingRequests > 0) {
        await new Promise((resolve) => setTimeout(resolve, 2))
        continue
      }
      if (moved < maxFakeMs) {
        const by = this.clock.advanceToNext(maxFakeMs - moved)
        if (by >= 0) {
          moved += by
          continue
        }
      }
      return
    }
    throw new Error('the mini-program never settles (a timer loop?)')
  }

  /** Whether nothing is due and no request is under way. */
  get idle() {
    return !this.clock.hasDue() && this.pendingRequests === 0
  }

  dataDir() { return dirname(this.dist) }
}
