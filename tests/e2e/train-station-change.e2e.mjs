// Issue 33 in the browser: 变更到站 (decision 0770). A ticket 4 days out opens 变更到站 on its order detail; the sheet
// lists the later stops of the same train with their fares, says what comes back for a nearer stop, and the change
// opens the new order, which reads 变更到站自 and offers no second change.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, button, logIn, openBrowser, shot, shanghaiDay, tokenOf, visible } from './browser.mjs'

let browser
let page
const PASSENGER = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' }

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const secondClass = (train) => train.Seats.find((s) => s.SeatCode === 'O' && s.Remaining > 2)

/** A paid 二等座 ticket 北京南 → 上海虹桥 four days out (48 hours or more at any hour). */
async function ticketFourDaysOut(token) {
  const date = shanghaiDay(4)
  const { Trains } = await api('/b2b/TrainTicket/QueryTrainList', { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, token)
  const train = Trains.find(secondClass)
  const seat = secondClass(train)
  const created = await api('/b2b/TrainTicket/CreateOrder', {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: [PASSENGER], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
  }, token)
  await api('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.OrderNo, AmountFen: seat.PriceFen }, token)
  return { orderNo: created.OrderNo, date, train }
}

test('变更到站 from the order detail: a nearer stop of the same train, the difference back, the new order opened', async () => {
  const ticket = await ticketFourDaysOut(await tokenOf('13800000001'))
  await logIn(page, '13800000001')
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${ticket.orderNo}`)
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await button(page, '变更到站').click()
  const sheet = page.locator('.station-change')
  await sheet.locator('.station-change__stop').first().waitFor()
  assert.equal(await sheet.locator('.station-change__stop', { hasText: '上海虹桥' }).count(), 0, 'the old arrival is not offered')
  await shot(page, 'train-station-change-sheet')

  // The first stop offered with 二等座 left is before 上海虹桥: cheaper, so the difference comes back.
  const seat = sheet.locator('.train-seat', { hasText: '二等座' }).filter({ hasNotText: '二等座 无' }).first()
  await seat.click()
  const money = sheet.locator('.station-change__money')
  await money.waitFor()
  assert.match(await money.innerText(), /变更至.+（二等座）：退还差价¥\d+\.\d{2}（差价退票费¥\d+\.\d{2}）/)
  await shot(page, 'train-station-change-money')
  await button(page, '确认变更').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/detail' && url.searchParams.get('orderNo') !== ticket.orderNo)
  await visible(page).getByText('变更到站自').waitFor()
  assert.equal(await button(page, '变更到站').count(), 0, 'once per ticket')
  assert.equal(await button(page, '改签').count(), 0, 'a 变更到站 ticket is not changed again')
  await shot(page, 'train-station-change-new-order')
})
