// Issue 20 acceptance: every entry of 我的 opens a screen that shows data, for an employee, finance (企业充值)
// and the dossen sale (the points variant); the screens of issue 20 show their own data, not an empty page.
// One part a role: the browser runner spreads the roles over its shards (E2E_PART, tests/e2e/run.mjs).
// @parts: 13800000001 13800000003 13800000005
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, inPart, openBrowser, shot, signIn } from './browser.mjs'

const DEAD_ENDS = ['页面不存在', '暂未开通', '页面出了点问题', '您已退出登录', '请先登录', '加载失败']

/** What each screen of issue 20 shows once its data is in (by role: the demo world's data differs). */
const SHOWS = {
  '/pages/my2.0/integral': /可用积分[\s\S]*累计获得/,
  '/pages/my2.0/cashbackDetail': /可用返现[\s\S]*酒店返现/,
  '/pages/my2.0/IntegralDescription': /如何获得积分/,
  '/pages/my2.0/collection': /\d\.\d分 · /,
  '/pages/my2.0/together': /同行的同事|我的行程：/,
  '/pages/my2.0/feedback/index': /功能建议|服务异议|暂无反馈记录/,
  '/pages/my2.0/customerService': /在线客服[\s\S]*热门问题[\s\S]*？/,
  '/pages/my2.0/recharge/index': /企业账户余额[\s\S]*收款账户/,
}
const ROLES = [
  { phone: '13800000001', expect: ['/pages/my2.0/collection', '/pages/my2.0/together', '/pages/my2.0/feedback/index', '/pages/my2.0/customerService'] },
  { phone: '13800000003', expect: ['/pages/my2.0/recharge/index'] },
  { phone: '13800000005', expect: ['/pages/my2.0/integral', '/pages/my2.0/cashbackDetail', '/pages/my2.0/IntegralDescription'] },
]

let browser
let newPhonePage
before(async () => {
  ;({ browser, newPhonePage } = await openBrowser())
})
after(async () => { await browser?.close() })

/** Text of the page on top once it has content and no spinner. */
async function settledText(page, label, pattern = /\S/) {
  try {
    const handle = await page.waitForFunction((source) => {
      const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
      if (!shown || shown.querySelector('.state-view--loading, .at-activity-indicator')) return false
      const text = shown.innerText.trim()
      return new RegExp(source).test(text) ? text : false
    }, pattern.source, { timeout: 20_000 })
    return await handle.jsonValue()
  } catch {
    throw new Error(`${label}: no ${pattern} after 20 s at ${page.url()}`)
  }
}

assert.ok(inPart('') || ROLES.some((role) => inPart(role.phone)), `E2E_PART ${process.env.E2E_PART} is not a role of this file`)
for (const role of ROLES.filter((r) => inPart(r.phone))) {
  test(`every entry of 我的 opens a screen with data: ${role.phone}`, async () => {
    const page = await signIn(newPhonePage, role.phone)
    await page.locator('.taro_page:visible .tab-bar__item--my').click()
    await page.waitForURL((u) => u.pathname.includes('/my'))
    const myUrl = new URL(page.url()).pathname
    const links = page.locator('.taro_page:visible .my-links .at-list__item')
    await links.first().waitFor({ timeout: 20_000 })
    const count = await links.count()
    assert.ok(count > 0, `${role.phone}: 我的 has links`)
    const visited = []
    for (let index = 0; index < count; index += 1) {
      await page.goto(`${baseUrl}${myUrl}`)
      await links.nth(index).waitFor({ timeout: 20_000 })
      const entry = links.nth(index)
      const title = (await entry.innerText()).trim().replace(/\s+/g, ' ')
      await entry.click()
      await page.waitForURL((u) => u.pathname !== myUrl, { timeout: 20_000 })
      const path = new URL(page.url()).pathname
      // The role's own screens must show their data; the others at least content (the demo data differs by role).
      const text = await settledText(page, `${role.phone} ${title}`, role.expect.includes(path) ? SHOWS[path] : /\S/)
      for (const deadEnd of DEAD_ENDS) assert.ok(!text.includes(deadEnd), `${role.phone} ${title}: ${deadEnd} at ${path}`)
      visited.push(path)
    }
    for (const path of role.expect) assert.ok(visited.includes(path), `${role.phone}: 我的 offers ${path} (visited ${visited.join(', ')})`)
    console.log(`${role.phone}: ${visited.length} entries of 我的 show data\n  ${visited.join('\n  ')}`)
    await shot(page, `issue20-my-entries-${role.phone}`)
    await page.context().close()
  })
}
