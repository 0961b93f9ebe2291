// Issue 33 in the browser: a ticket less than 48 hours before departure can only change to a train of its own date
// (12306: within 48 hours, only trains leaving before 24:00 of the ticket's date; decision 0600). The change screen
// says why, its date picker stops at the ticket's date, and the change to a later train of that date goes through.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, button, logIn, openBrowser, shot, shanghaiDay, tokenOf, visible } from './browser.mjs'

let browser
let page
const HOUR = 3_600_000
const PASSENGER = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' }

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const departs = (date, time) => new Date(`${date}T${time}:00+08:00`).getTime()
const secondClass = (train) => train.Seats.find((s) => s.SeatCode === 'O' && s.Remaining > 2)

/**
 * Books and pays, through the API, a 二等座 ticket on a 北京南 → 上海虹桥 train leaving 25 to 46 hours from now that
 * has a later train of its own date with 二等座 left, whatever the hour the test runs at (at 17:30 a ticket 30 hours
 * out leaves at 23:30, after the day's last train).
 */
async function ticketWithin48Hours(token) {
  const now = Date.now()
  for (const days of [1, 2]) {
    const date = shanghaiDay(days)
    const { Trains } = await api('/b2b/TrainTicket/QueryTrainList', { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 0 }, token)
    const inWindow = (t) => departs(date, t.DepartTime) - now >= 25 * HOUR && departs(date, t.DepartTime) - now <= 46 * HOUR
    const train = Trains.find((t) => secondClass(t) && inWindow(t) && Trains.some((later) => later.DepartTime > t.DepartTime && secondClass(later)))
    if (!train) continue
    const seat = secondClass(train)
    const created = await api('/b2b/TrainTicket/CreateOrder', {
      TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
      Passengers: [PASSENGER], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
    }, token)
    await api('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.OrderNo, AmountFen: seat.PriceFen }, token)
    return { orderNo: created.OrderNo, date, train }
  }
  throw new Error('no 北京南 → 上海虹桥 train 25 to 46 hours from now with a later train of its date')
}

test('a ticket less than 48 hours before departure can only change to a train of its own date', async () => {
  const ticket = await ticketWithin48Hours(await tokenOf('13800000001'))
  await logIn(page, '13800000001')
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${ticket.orderNo}`)
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await button(page, '改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyDate')
  await visible(page).locator('.train-change-window', { hasText: `距开车不足48小时，只能改签至票面日期（${ticket.date}）24:00前开车的车次。` }).waitFor()
  await visible(page).locator('.train-card').first().waitFor()
  await shot(page, 'train-change-48h-notice')

  // The calendar opens on the ticket's month and its last day is the ticket's date: the day after cannot be chosen.
  await visible(page).locator('.train-row', { hasText: '改签日期' }).click()
  const calendar = page.locator('.travel-calendar:visible')
  await calendar.waitFor()
  const next = new Date(Date.parse(`${ticket.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  if (next.slice(0, 7) === ticket.date.slice(0, 7)) assert.equal(await calendar.locator(`[data-date="${next}"]`).getAttribute('aria-disabled'), 'true')
  else assert.equal(await calendar.getByRole('button', { name: '下个月' }).getAttribute('aria-disabled'), 'true')
  await shot(page, 'train-change-48h-picker')
  await calendar.locator(`[data-date="${ticket.date}"]`).click()
  await visible(page).locator('.train-row', { hasText: '改签日期' }).getByText(ticket.date).waitFor()
  await visible(page).locator('.train-card').first().waitFor()

  // Every train offered is of the ticket's date; a later train of that date is changed to with no phone check.
  const cards = visible(page).locator('.train-card')
  let picked = ''
  for (let i = 0; i < (await cards.count()) && !picked; i += 1) {
    const card = cards.nth(i)
    const time = (await card.locator('.train-card__time').first().innerText()).trim()
    const trainNo = (await card.locator('.train-card__middle').innerText()).split('\n')[0].trim()
    const seat = card.locator('.train-seat', { hasText: '二等座' }).filter({ hasNotText: '二等座 无' })
    if (time > ticket.train.DepartTime && (await seat.count()) > 0) {
      await seat.first().click()
      picked = trainNo
    }
  }
  assert.ok(picked, `a later train on ${ticket.date}`)
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyInfo')
  assert.equal(new URL(page.url()).searchParams.get('date'), ticket.date)
  await visible(page).getByText('新车票', { exact: true }).waitFor()
  await shot(page, 'train-change-48h-same-day')
})
