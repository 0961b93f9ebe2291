// A car estimate in the mini-program (the browser version: tests/e2e/car-journey.e2e.mjs). The map stands in:
// in WeChat and DingTalk it is the platform's own <map> (markers from the app), on H5 leaflet. The device is
// near 上海虹桥站, so the pick-up snaps to one of the station's recommended points; the destination comes
// from the place search; the estimate shows three ride types with the member's cost centre and its budget.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, TARGET } from '../lib/journey.mjs'
import { logIn } from '../lib/members.mjs'

const mini = await openMini()
mini.host.device.location = { latitude: 31.1960, longitude: 121.3165, name: '上海虹桥站', address: '上海市闵行区申贵路' }

test(`${TARGET}: the device position picks the station's pick-up point on the platform's map`, async () => {
  await logIn(mini, '13800000001')
  await mini.open('/pages/product3.0/car/index/index')
  await mini.waitFor(() => mini.textIn({ selector: '.car-place__name', has: ['上海虹桥站'] }), 'the pick-up is the station')
  await mini.expectText('站内推荐上车点')
  const map = mini.select('map')
  assert.equal(map.length, 1, 'the platform map element draws the car map')
  assert.ok(Array.isArray(map[0].attrs.markers) && map[0].attrs.markers.length > 0, 'the app hands markers to the map')
  assert.ok(mini.host.calls.some((c) => c.name === 'getLocation'), 'the position came from getLocation')
})

test(`${TARGET}: a destination from the place search gives the route and the estimate of three ride types`, async () => {
  await mini.tap('你要去哪儿', { within: { selector: '.car-place__name', has: ['你要去哪儿'] } })
  await mini.waitFor(() => mini.route?.includes('carIndex/selectPlace'), 'the place search opens')
  await mini.fill('你要去哪儿', '人民广场')
  await mini.tap('人民广场', { within: { selector: '.car-list-item', has: ['人民广场'] } })
  await mini.waitFor(() => mini.route?.includes('car/index'), 'back on the car home')
  const route = await mini.waitFor(() => mini.textIn({ selector: '.car-route-info' }), 'the route is shown')
  assert.match(route.replace(/\n/g, ' '), /全程约[\d.]+公里 · 约\d+分钟/)
  await mini.waitFor(() => mini.count('.car-price') === 3, 'three ride types are priced')
  await mini.waitFor(() => mini.textIn({ selector: '.cost-attribution__costCenter', has: ['市场费用中心'] }), 'the default cost centre')
  const form = await mini.expectText('剩余¥')
  // The enterprise's car standard allows rides 07:00-10:00 and 19:00-06:00 (Shanghai): at other hours of the real
  // clock (the server's) the estimate is over the standard and asks for a reason first.
  if (form.includes('超标需填写原因')) await mini.tap('加班', { exact: true })
  await mini.tap('呼叫经济型', { exact: true })
  await mini.waitFor(() => mini.route?.includes('order3.0/car/detail'), 'the ride order opens')
  assert.match(mini.query.orderNo, /^C\d+/)
})
