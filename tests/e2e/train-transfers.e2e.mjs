// Issue 34, defect 1 in the browser: a route the server has no direct train for answers 2000 (a valid empty result,
// spec 001 §8), and the list then shows the server's 中转 plans instead of "暂无直达车次 重试". The route is found by
// asking the server (济南西 → 长沙南 first, then pairs of its stations), so the test holds whatever the timetable has.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, logIn, openBrowser, shanghaiDay, shot, tokenOf, visible } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

/** The server's whole answer ({Code, Msg, Data}), whatever its code. */
async function answerOf(path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) })
  return response.json()
}

/** A pair of stations with no direct train on the date (2000) and at least one 中转 plan, and that plan. */
async function routeWithOnlyTransfers(token, date) {
  const stations = (await answerOf('/b2b/TrainTicket/GetStationList', { Keyword: '' }, token)).Data?.Stations ?? []
  const names = stations.map((s) => s.Name)
  const pairs = [['济南西', '长沙南'], ...names.flatMap((from, i) => names.slice(i + 1, i + 8).map((to) => [from, to]))]
  for (const [from, to] of pairs.slice(0, 120)) {
    const direct = await answerOf('/b2b/TrainTicket/QueryTrainList', { From: from, To: to, Date: date, OnlyHighSpeed: 0 }, token)
    if (direct.Code !== '2000') continue
    const transfers = await answerOf('/b2b/TrainTicket/QueryTransferList', { From: from, To: to, Date: date }, token)
    if (transfers.Code === '0000' && transfers.Data.Plans.length > 0) return { from, to, plan: transfers.Data.Plans[0] }
  }
  return null
}

test('a route without a direct train shows the transfer plans, not an error with 重试', async () => {
  const date = shanghaiDay(3)
  const route = await routeWithOnlyTransfers(await tokenOf('13800000004'), date)
  assert.ok(route, 'the timetable has a route with transfers and no direct train')
  await logIn(page, '13800000001')
  const query = new URLSearchParams({ from: route.from, to: route.to, date, highSpeed: '0' })
  await page.goto(`${baseUrl}/pages/train/list/list?${query}`)
  await visible(page).getByText('暂无直达车次，为您推荐中转方案').waitFor()
  await visible(page).getByText(`${route.plan.TransferCity}中转`, { exact: false }).first().waitFor()
  await visible(page).getByText(`${route.plan.First.TrainNo} → ${route.plan.Second.TrainNo}`).first().waitFor()
  assert.equal(await visible(page).getByText('重试', { exact: true }).count(), 0)
  await shot(page, 'train-list-transfers')
})
