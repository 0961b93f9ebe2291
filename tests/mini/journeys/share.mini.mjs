// Sharing in the mini-program: H5 copies a text with a link, the mini-programs offer their own share (a
// `<button open-type="share">` that makes the client ask the page's onShareAppMessage for the message; a page without
// one cannot be shared). The journey shares 名片 and a trip (分享行程) and opens what a colleague receives.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, TARGET } from '../lib/journey.mjs'
import { logIn } from '../lib/members.mjs'

const mini = await openMini()
const routeOf = (path) => path.replace(/^\//, '').split('?')[0]

/** Taps the share button and answers the message the client got from the page. */
async function shareBy(button) {
  const before = mini.host.shares.length
  await mini.tap(button, { exact: true })
  const shared = mini.host.shares.slice(before)
  assert.equal(shared.length, 1, `${button} shares the page once (a page without onShareAppMessage cannot be shared)`)
  assert.equal(mini.host.clipboard, undefined, 'nothing is copied in the mini-program')
  return shared[0]
}

test(`${TARGET}: 名片 is shared as a card of the mini-program that opens 名片`, async () => {
  await logIn(mini, '13800000001')
  await mini.open('/pages/index2.0/businessCard')
  await mini.expectText('分享名片', '扫一扫二维码，保存我的联系方式')
  await mini.expectNoText('复制名片', '浏览器中无法直接分享')
  const name = mini.textsOf('.business-card__name')[0]
  const enterprise = mini.textsOf('.business-card__org')[0].split(' · ')[0]
  assert.equal(name, '张伟')
  const shared = await shareBy('分享名片')
  assert.equal(shared.from, 'button')
  assert.equal(shared.title, `${name}的名片 · ${enterprise}`)
  assert.equal(shared.path, '/pages/index2.0/businessCard')
  // The card's picture: the brand's logo where it is a web address; the default logos are H5 files the packages lack
  // (a missing picture leaves the card blank), and without one the client shows its screenshot of the page.
  assert.ok(shared.imageUrl === undefined || /^https:\/\//.test(shared.imageUrl), `card picture ${shared.imageUrl}`)
  // The colleague opens the card: the page of the share path, in the mini-program.
  assert.ok(mini.host.routes.has(routeOf(shared.path)), `${shared.path} is a page of app.json`)
  await mini.open(shared.path)
  await mini.expectRoute(routeOf(shared.path))
  await mini.expectText('名片', '企业名片夹')
})

test(`${TARGET}: 分享行程 shares the chosen trip as a card that opens its order`, async () => {
  await mini.open('/pages/home/ddShareTravel')
  await mini.expectText('分享给同事', '选择要分享的行程')
  await mini.expectNoText('复制行程链接')
  // The second trip of the list: the flight.
  const flight = mini.textsOf('.misc-trip').find((t) => t.includes('机票'))
  assert.ok(flight, `a flight among ${mini.textsOf('.misc-trip').join(' | ')}`)
  await mini.tap(flight.split(' ')[0], { within: { selector: '.misc-trip', has: ['机票'] } })
  const title = await mini.waitFor(() => mini.textsOf('.misc-card__title').find((t) => t.includes('的机票行程：')), 'the flight is the card')
  const shared = await shareBy('分享给同事')
  assert.equal(shared.title, title)
  const route = routeOf(shared.path)
  assert.ok(mini.host.routes.has(route), `${shared.path} is a page of app.json`)
  const orderNo = new URLSearchParams(shared.path.split('?')[1] ?? '').get('orderNo')
  assert.ok(orderNo, `the path names the order: ${shared.path}`)
  // The colleague opens the trip: its order detail.
  await mini.open(shared.path)
  await mini.expectRoute(route)
  assert.match(route, /flight\/detail$/)
  await mini.expectText(title.split('：')[1], '乘机人')
  assert.deepEqual(mini.host.errors, [])
})
