// Every entry of the home page, the tab bar and 我的 opens a working screen in the mini-program (the browser
// version: tests/e2e/entries.e2e.mjs): not the home, not 页面不存在 / 暂未开通 / an error, not a spinner once the
// mini-program is idle.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, TARGET } from '../lib/journey.mjs'
import { HOME, logIn } from '../lib/members.mjs'

const DEAD_ENDS = ['页面不存在', '暂未开通', '页面出了点问题', '您已退出登录', '请先登录', '加载失败']
let mini

/**
 * Entries known not to open in the mini-program builds (title → page), each with why. The check is the other way
 * round for them: the entry must still open nothing, so that the day it is fixed this list fails and is emptied.
 * None today: 人脸核验 (我的, pages/common2.0/facialVerification/index3.0) was one until a page file name with a dot
 * was built under its name with `_` in the mini-programs (src/routes/miniPagePath.ts).
 */
const KNOWN_BROKEN = new Map()

/** Waits until the page on top has content and no spinner; answers its text. */
async function settledText(label) {
  return mini.waitFor(() => {
    if (mini.exists('.state-view--loading') || mini.exists('.at-activity-indicator')) return false
    const text = mini.text()
    return text.trim().length > 0 && text
  }, `${label}: content without a spinner`)
}

async function openAt(url) {
  await mini.open(url)
  await settledText(url)
}

/** Taps entry `index` of `selector` on `url` and checks the screen it opens. */
async function checkEntry(url, selector, index) {
  // Back to the page of the entries: the client's back button when the entry was pushed on top of it, else open it.
  if (mini.stack.length > 1 && `/${mini.stack.at(-2)}` === url.split('?')[0]) {
    await mini.back()
    await settledText(url)
  } else await openAt(url)
  const errorsBefore = mini.host.errors.length
  const entry = mini.select(selector)[index]
  const label = `${url} ${selector}[${index}] "${entryText(entry)}"`
  const before = mini.route
  const broken = [...KNOWN_BROKEN.keys()].find((title) => entryText(entry).includes(title))
  if (broken) {
    const calls = mini.host.calls.length
    await mini.tap({ selector }, { index })
    await mini.waitFor(() => mini.host.unhandled.length > 0, `${label}: the failed navigation is reported`)
    const failed = mini.host.calls.slice(calls).some((c) => /navigateTo|redirectTo/.test(c.name) && String(c.options?.url).includes(KNOWN_BROKEN.get(broken)))
    const failure = mini.host.unhandled.at(-1)
    assert.match(String(failure?.errMsg ?? failure?.errorMessage ?? failure), /is not found/) // WeChat: errMsg; DingTalk: errorMessage
    mini.host.errors.pop()
    assert.ok(failed && mini.route === before, `${label}: known broken (${KNOWN_BROKEN.get(broken)}) but it opened ${mini.route}: fixed? remove it from KNOWN_BROKEN`)
    return `${label} -> known broken: ${KNOWN_BROKEN.get(broken)} has no template`
  }
  await mini.tap({ selector }, { index })
  await mini.waitFor(() => mini.route !== before && mini.route, `${label}: nothing opened`)
  const text = await settledText(label)
  for (const deadEnd of DEAD_ENDS) assert.ok(!text.includes(deadEnd), `${label}: landed on ${deadEnd} (${mini.route})\n${text}`)
  assert.equal(mini.host.errors.length, errorsBefore, `${label}: ${mini.host.errors.slice(errorsBefore).map(String).join('\n')}`)
  return `${label} -> ${mini.route}`
}

const entryText = (node) => {
  const parts = []
  const walk = (n) => (typeof n === 'string' ? parts.push(n) : n.children.forEach(walk))
  walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

// The employee, the approver and a member of the second enterprise (its own flags and home): each a phone of its own.
for (const [role, phone] of [['employee', '13800000001'], ['approver', '13800000002'], ['second enterprise', '13900000001']]) {
  test(`${TARGET}: every entry of home, the tab bar and 我的 opens a screen with content (${role})`, async () => {
    mini = await openMini()
    await logIn(mini, phone)
    assert.equal(mini.route, HOME)
    const home = `/${HOME}`
    const checked = []
    for (const selector of ['.home-products__item', '.home-shortcuts__item', '.home-todo', '.home-frequent__item', '.home-frequent__manage']) {
      await openAt(home)
      // The 常用 section mounts a frame after the rest (decision 0921): count its entries once it is there.
      await mini.waitFor(() => mini.count('.home-frequent__title') > 0, 'the 常用 section is shown')
      const count = mini.count(selector)
      for (let index = 0; index < count; index += 1) checked.push(await checkEntry(home, selector, index))
    }
    assert.ok(checked.length >= 5, `the home shows ${checked.length} entries`)
    await openAt(home)
    const tabs = mini.count('.tab-bar__item')
    assert.ok(tabs >= 4, `the tab bar shows ${tabs} tabs`)
    for (let index = 1; index < tabs; index += 1) checked.push(await checkEntry(home, '.tab-bar__item', index))
    await openAt(home)
    await mini.tap({ selector: '.tab-bar__item--my' })
    await mini.waitFor(() => mini.route !== HOME, 'the 我的 tab opens')
    const my = `/${mini.route}`
    await openAt(my)
    const links = mini.count('.my-links .at-list__item')
    assert.ok(links > 0, '我的 has links')
    for (let index = 0; index < links; index += 1) checked.push(await checkEntry(my, '.my-links .at-list__item', index))
    console.log(`${TARGET} ${role}: ${checked.length} entries open a screen with content\n  ${checked.join('\n  ')}`)
  })
}
