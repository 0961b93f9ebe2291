// The journey API, in the style of the browser journeys (tests/e2e): open a page, tap by text, fill by
// placeholder, expect text; on the page on top of the mini-program's stack. Every wait is on a condition: the
// runner settles (microtasks, due timers, requests) and, while the condition is not met and nothing else is
// under way, moves the fake clock to the next timer, up to a minute of fake time; then it fails with the page's
// outline.
import { join } from 'node:path'
import { MiniHost, parseUrl } from './host.mjs'
import { Network } from './network.mjs'
import { elements, layout, loadStyles, normalizeText, outline, select, textOf } from './tree.mjs'

export const TARGET = process.env.MINI_TARGET ?? 'weapp'
export const BASE_URL = process.env.MINI_BASE_URL

/** The visible text of the platform's own overlays (toast, loading, modal, action sheet, payment prompt). */
function overlayText(overlays) {
  const lines = []
  if (overlays.loading) lines.push(overlays.loading.title)
  if (overlays.toast) lines.push(overlays.toast.title)
  if (overlays.modal) lines.push(overlays.modal.title, overlays.modal.content, ...(overlays.modal.showCancel ? [overlays.modal.cancelText] : []), overlays.modal.confirmText)
  if (overlays.actionSheet) lines.push(...overlays.actionSheet.items, overlays.actionSheet.cancelText)
  if (overlays.payment) lines.push('微信支付', '确认支付')
  return lines.filter(Boolean).join('\n')
}

const datasetOf = (attrs) => Object.fromEntries(Object.entries(attrs ?? {})
  .filter(([k]) => k.startsWith('data-'))
  .map(([k, v]) => [k.slice(5).replace(/-([a-z])/g, (_m, l) => l.toUpperCase()), v]))

/** Events that bubble (WeChat's list of bubbling events; the others reach only their own element). */
const BUBBLING = new Set(['tap', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'longpress', 'longtap'])

// A promise of the app's context rejected with nobody to catch it: the clients report it (App.onUnhandledRejection)
// and go on; here it is kept in the errors of the mini-program it came from (the last one that ran), and only
// rejections of the test's own code reach node:test's handlers.
let lastHost
const fromApp = (promise) => Boolean(lastHost) && (promise instanceof lastHost.AppPromise)
const testHandlers = []
function onRejection(reason, promise) {
  if (fromApp(promise)) {
    lastHost.errors.push(reason instanceof Error ? reason : new Error(`unhandled rejection: ${JSON.stringify(reason)}`))
    lastHost.unhandled.push(reason)
    lastHost.guard(() => lastHost.app?.onUnhandledRejection?.call(lastHost.app, { reason, promise }))
    return
  }
  if (testHandlers.length === 0) throw reason
  for (const handler of testHandlers) handler(reason, promise)
}
/** node:test adds its handler when a test starts: keep it behind ours (called for the test's own rejections). */
function takeOverRejections() {
  for (const handler of process.listeners('unhandledRejection')) {
    if (handler === onRejection) continue
    testHandlers.push(handler)
    process.removeListener('unhandledRejection', handler)
  }
  if (!process.listeners('unhandledRejection').includes(onRejection)) process.on('unhandledRejection', onRejection)
}

export async function openMini({ target = TARGET, baseUrl = BASE_URL, dist = `dist/${target}` } = {}) {
  if (!baseUrl) throw new Error('MINI_BASE_URL: the server the runner started (tests/mini/run.mjs)')
  const logs = []
  const platform = target === 'dd'
    ? { makeApi: (await import('./dd.mjs')).makeDd, makeView: (await import('./axml.mjs')).makeDdView, extraGlobals: (await import('./dd.mjs')).ddGlobals() }
    : { makeApi: (await import('./wx.mjs')).makeWx, makeView: (await import('./weapp-view.mjs')).makeWeappView, extraGlobals: {} }
  const network = new Network(baseUrl)
  const boot = (storage) => {
    const made = new MiniHost({ target, dist, ...platform, log: (...a) => logs.push(a.map((x) => x?.stack ?? String(x)).join(' ')) })
    made.network = network
    // what a selector query finds: the first element of the page on top that the page shows
    made.elementOf = (selector) => (made.top ? select(current(), selector)[0] : undefined)
    if (storage) made.storage = storage
    return made
  }
  let host = boot()
  const appStyles = loadStyles(dist, target === 'dd' ? 'app.acss' : 'app.wxss')
  const styleExt = target === 'dd' ? 'acss' : 'wxss'
  const pageStyles = new Map()
  let launched = false

  const stylesOf = (route) => {
    if (!pageStyles.has(route)) pageStyles.set(route, [...appStyles, ...loadStyles(dist, `${route}.${styleExt}`)])
    return pageStyles.get(route)
  }

  /** The page on top, rendered and laid out. */
  const current = () => {
    const page = host.top
    if (!page) throw new Error('no page is open')
    const tree = host.view.render(page)
    return layout(tree, stylesOf(page.route))
  }

  const text = () => normalizeText(`${textOf(current())}\n${overlayText(host.overlays)}`)

  const describe = () => `page ${host.top?.route ?? '(none)'}${host.top ? `?${new URLSearchParams(host.top.options).toString()}` : ''}\n` +
    `visible text:\n${text()}\n` +
    `errors: ${host.errors.map((e) => String(e?.stack ?? e).split('\n').slice(0, 3).join(' | ')).join('\n') || 'none'}\n` +
    `console errors: ${host.consoleErrors.slice(-5).join('\n') || 'none'}\n` +
    `last requests: ${host.network.log.slice(-5).map((r) => `${r.method} ${r.url.replace(baseUrl, '')} ${r.status} ${r.code ?? ''}`).join('; ')}`

  /** Waits until `check()` answers something truthy; answers it. */
  async function waitFor(check, label, { fakeMs = 60_000 } = {}) {
    let moved = 0
    lastHost = host
    takeOverRejections()
    for (;;) {
      await host.settle()
      let value
      try { value = check() } catch (error) { value = undefined; if (!/no page is open/.test(error.message)) throw error }
      if (value) return value
      const by = host.clock.advanceToNext(fakeMs - moved)
      if (by < 0) throw new Error(`${label}: not met once the mini-program was idle\n${describe()}`)
      moved += by
    }
  }

  /** Sends an event to an element as the client does: its own handler, then (bubbling events) its ancestors'. */
  async function dispatch(node, type, detail = {}) {
    lastHost = host
    takeOverRejections()
    const target = { id: node.attrs?.id ?? '', dataset: datasetOf(node.attrs), offsetLeft: 0, offsetTop: 0 }
    const path = []
    for (let at = node; at; at = at.parent) {
      path.push(at)
      if (!BUBBLING.has(type)) break
    }
    let handled = false
    // a <button open-type="share"> shares the page when tapped (the client's own behaviour, besides any bindtap)
    const shareButton = type === 'tap' && [node, ...ancestorsOf(node)].find((n) => n.tag === 'button' && (n.attrs?.openType ?? n.attrs?.['open-type']) === 'share')
    if (shareButton && !shareButton.attrs?.disabled) {
      host.share('button', target)
      handled = true
    }
    for (const at of path) {
      const bind = at.attrs?.[`bind${type}`] ?? at.attrs?.[`bind:${type}`]
      const capture = at.attrs?.[`catch${type}`] ?? at.attrs?.[`catch:${type}`]
      const name = bind ?? capture
      if (typeof name === 'string' && name) {
        const owner = at.owner
        const handler = owner?.[name]
        if (typeof handler !== 'function') throw new Error(`${type}: ${at.tag} binds ${name}, which its owner lacks`)
        const event = host.inApp({
          type, timeStamp: host.clock.now, detail, target,
          currentTarget: { id: at.attrs?.id ?? '', dataset: datasetOf(at.attrs), offsetLeft: 0, offsetTop: 0 },
          touches: [], changedTouches: [{ identifier: 0, pageX: 10, pageY: 10, clientX: 10, clientY: 10 }], mark: {},
        })
        host.guard(() => handler.call(owner, event))
        handled = true
      }
      if (capture) break
    }
    await host.settle()
    return handled
  }

  const ancestorsOf = (node) => { const up = []; for (let at = node.parent; at; at = at.parent) up.push(at); return up }

  /** The deepest visible element whose text contains `wanted` (an exact match first), or undefined. */
  function byText(tree, wanted, { exact = false } = {}) {
    const candidates = [...elements(tree)].filter((n) => n.shown !== false)
    const own = (n) => normalizeText(textOf(n)).replace(/\n/g, ' ')
    const hits = candidates.filter((n) => (exact ? own(n) === wanted : own(n).includes(wanted)))
    // the deepest: no other hit inside it
    const deepest = hits.filter((n) => !hits.some((m) => m !== n && isInside(m, n)))
    const exactHits = deepest.filter((n) => own(n) === wanted)
    return exactHits[0] ?? deepest[0]
  }
  const isInside = (inner, outer) => { for (let at = inner.parent; at; at = at.parent) if (at === outer) return true; return false }

  /** Containers `{ selector, has: [texts], hasNot: [texts] }` (the first that matches), like locator filters. */
  const scopeOf = (tree, scope) => {
    if (!scope) return tree
    const own = (n) => normalizeText(textOf(n)).replace(/\n/g, ' ')
    return select(tree, scope.selector).find((n) => (scope.has ?? []).every((t) => own(n).includes(t)) && !(scope.hasNot ?? []).some((t) => own(n).includes(t)))
  }

  const find = (what, { index = 0, exact = false, within } = {}) => {
    const tree = scopeOf(current(), within)
    if (!tree) return undefined
    if (typeof what === 'object' && what.selector) return select(tree, what.selector)[index]
    return byText(tree, String(what), { exact })
  }

  const isField = (n) => n.shown !== false && (n.tag === 'input' || n.tag === 'textarea')
  /**
   * The input or textarea with this placeholder; else the one field of the nearest box around a visible text that
   * says it (taro-ui's search bar draws its placeholder as text beside an input of its own: a user taps there).
   */
  const fieldByPlaceholder = (placeholder) => {
    const tree = current()
    const own = [...elements(tree)].find((n) => isField(n) && String(n.attrs?.placeholder ?? '') === placeholder)
    if (own) return own
    const label = byText(tree, placeholder, { exact: true })
    for (let box = label?.parent; box; box = box.parent) {
      const fields = [...elements(box)].filter(isField)
      if (fields.length === 1) return fields[0]
      if (fields.length > 1) return undefined
    }
    return undefined
  }

  const mini = {
    get host() { return host },
    target,
    logs,
    text,
    describe,
    waitFor,
    tree: current,
    outline: () => outline(current()).join('\n'),
    get route() { return host.top?.route },
    get query() { return { ...(host.top?.options ?? {}) } },
    get stack() { return host.stack.map((p) => p.route) },
    get toasts() { return host.toasts },
    get overlays() { return host.overlays },

    /** Opens a page: the first time the app starts on it; later as a deep link (reLaunch). */
    async open(url) {
      if (!launched) {
        launched = true
        host.launchOptions = { path: parseUrl(url).route, query: parseUrl(url).query, scene: 1001 }
        host.launch(url)
      } else {
        host.api.reLaunch({ url: url.startsWith('/') ? url : `/${url}` })
      }
      await host.settle()
    },

    /** Closes the mini-program and starts it again on `url` (a cold start: new JS context, storage kept). */
    async restart(url) {
      const { storage, device } = host
      host.clock.timers.clear()
      host = boot(storage)
      // the same phone: its WeChat or DingTalk user, location and what the journey prepared
      Object.assign(host.device, { wechatOpenId: device.wechatOpenId, dingtalk: device.dingtalk, location: device.location, scans: device.scans, chosen: device.chosen })
      launched = false
      await mini.open(url)
    },

    /** Waits until the visible text contains every text given. */
    async expectText(...wanted) {
      return waitFor(() => { const t = text(); return wanted.every((w) => t.includes(w)) && t }, `expect text ${wanted.map((w) => JSON.stringify(w)).join(', ')}`)
    },

    /** Waits until the visible text contains none of the texts given (and answers it). */
    async expectNoText(...unwanted) {
      await host.settle()
      const t = text()
      for (const u of unwanted) if (t.includes(u)) throw new Error(`unexpected text ${JSON.stringify(u)}\n${describe()}`)
      return t
    },

    /** Waits until the page on top is `route` (no leading '/'). */
    async expectRoute(route) {
      const want = route.replace(/^\//, '')
      return waitFor(() => host.top?.route === want, `expect page ${want}`)
    },

    /** Taps the element showing `what` (text, or { selector }); waits for it to be there first. */
    async tap(what, options = {}) {
      const node = await waitFor(() => find(what, options), `tap ${JSON.stringify(what)}`)
      const handled = await dispatch(node, 'tap')
      if (!handled && !options.allowNoHandler) throw new Error(`tap ${JSON.stringify(what)}: nothing on that element or above it listens to taps\n${describe()}`)
    },

    /**
     * Types into the input or textarea with this placeholder, or ({ selector }) the field matching or inside the
     * selector (focus, input, blur; maxlength as the client applies it).
     */
    async fill(placeholder, value) {
      const locate = () => {
        if (typeof placeholder !== 'object') return fieldByPlaceholder(placeholder)
        const box = select(current(), placeholder.selector)[0]
        return box && (isField(box) ? box : [...elements(box)].find(isField))
      }
      const node = await waitFor(locate, `fill ${JSON.stringify(placeholder)}`)
      const max = Number(node.attrs?.maxlength ?? 140)
      const typed = max >= 0 ? String(value).slice(0, max) : String(value)
      await dispatch(node, 'focus', { value: String(node.attrs?.value ?? ''), height: 0 })
      await dispatch(node, 'input', { value: typed, cursor: typed.length, keyCode: 0 })
      await dispatch(node, 'blur', { value: typed, cursor: typed.length })
    },

    /** The value an input shows. */
    async valueOf(placeholder) {
      const node = await waitFor(() => fieldByPlaceholder(placeholder), `field ${JSON.stringify(placeholder)}`)
      return String(node.attrs?.value ?? '')
    },

    /** A native component's change (picker: index or [indexes] or 'YYYY-MM-DD'; switch: boolean). */
    async change(selector, value, { index = 0 } = {}) {
      const node = await waitFor(() => find({ selector }, { index }), `change ${selector}`)
      if (node.attrs?.disabled === true) throw new Error(`change ${selector}: disabled`)
      if (!(await dispatch(node, 'change', { value }))) throw new Error(`change ${selector}: no change handler`)
    },

    /** scroll-view reaching its end (bindscrolltolower), as a user scrolling to the bottom. */
    async scrollToLower(selector = 'scroll-view') {
      const node = await waitFor(() => find({ selector }), `scroll ${selector}`)
      if (!(await dispatch(node, 'scrolltolower', { direction: 'bottom' }))) throw new Error(`${selector}: no scrolltolower handler`)
    },

    /** The page's own bottom (onReachBottom) and pull-down refresh (onPullDownRefresh). */
    async reachBottom() { host.guard(() => host.top.onReachBottom?.call(host.top)); await host.settle() },
    async pullDown() { host.guard(() => host.top.onPullDownRefresh?.call(host.top)); await host.settle() },

    /** Submits the form containing the element showing `what` (with its fields' values). */
    async submit(selector = 'form') {
      const node = await waitFor(() => find({ selector }), `submit ${selector}`)
      const value = {}
      for (const field of elements(node)) if (field.attrs?.name) value[field.attrs.name] = field.attrs.value ?? ''
      if (!(await dispatch(node, 'submit', { value, formId: '' }))) throw new Error(`${selector}: no submit handler`)
    },

    /** Fires an event of any type on an element (by selector). */
    async fire(selector, type, detail = {}, { index = 0 } = {}) {
      const node = await waitFor(() => find({ selector }, { index }), `${type} on ${selector}`)
      return dispatch(node, type, detail)
    },

    /** Answers the modal on screen by the text of one of its buttons. */
    async answerModal(buttonText) {
      const modal = await waitFor(() => host.overlays.modal, `modal (to answer ${buttonText})`)
      if (buttonText === modal.confirmText) modal.answer(true)
      else if (modal.showCancel && buttonText === modal.cancelText) modal.answer(false)
      else throw new Error(`the modal "${modal.title} ${modal.content}" has no button ${buttonText}`)
      await host.settle()
      return modal
    },

    /** Picks an item of the action sheet on screen. */
    async pickAction(itemText) {
      const sheet = await waitFor(() => host.overlays.actionSheet, `action sheet (to pick ${itemText})`)
      const index = sheet.items.indexOf(itemText)
      if (index < 0) throw new Error(`the action sheet has no ${itemText}: ${sheet.items.join(', ')}`)
      sheet.answer(index)
      await host.settle()
    },

    /** Answers the payment prompt (WeChat Pay's or DingTalk's cashier): pay or cancel. */
    async answerPayment(pay = true) {
      const prompt = await waitFor(() => host.overlays.payment, 'payment prompt')
      prompt.answer(pay)
      await host.settle()
      return prompt.params
    },

    /**
     * The user's own pace: `ms` of fake time pass (timers due meanwhile run) before the next step, as when a person
     * reads a message before tapping again (taps closer than a throttle's window are dropped, as on a phone).
     */
    async pause(ms) {
      const until = host.clock.now + ms
      for (;;) {
        await host.settle()
        const by = host.clock.advanceToNext(until - host.clock.now)
        if (by < 0) break
      }
      host.clock.now = Math.max(host.clock.now, until)
      await host.settle()
    },

    /** The client's back button. */
    async back() {
      host.api.navigateBack({ delta: 1 })
      await host.settle()
    },

    /** Waits until a toast with this text has been shown. */
    async expectToast(wanted) {
      return waitFor(() => host.toasts.find((t) => t.includes(wanted)), `toast ${JSON.stringify(wanted)}`)
    },

    select: (selector) => select(current(), selector),
    /** The visible text of the first element matching a container filter ({ selector, has, hasNot }), or undefined. */
    textIn: (scope) => { const n = scopeOf(current(), scope); return n ? normalizeText(textOf(n)) : undefined },
    /** Texts of every visible element matching a selector. */
    textsOf: (selector) => select(current(), selector).map((n) => normalizeText(textOf(n)).replace(/\n/g, ' ')),
    count: (selector) => select(current(), selector).length,
    exists: (selector) => select(current(), selector).length > 0,
  }
  return mini
}

/** Shanghai calendar date `days` from today (YYYY-MM-DD). */
export function shanghaiDay(days) {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

export const fixture = (name) => join('tests', 'mini', 'fixtures', name)
