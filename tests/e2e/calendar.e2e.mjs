// Issue 34 in the browser: travel dates on a calendar and the look of the home. The home shows drawn product icons
// and whole shortcut labels; the flight search opens a fare calendar (a month view with each day's lowest fare),
// the chosen day goes to the list, whose date strip moves a day on; the train search and list do the same without
// fares; the hotel search takes 入住 then 离店 on one range calendar. Screenshots: home, fare calendar, flight and
// train lists with their strips, the hotel range.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, logIn, openBrowser, shanghaiDay, shot } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const visible = (p) => p.locator('.taro_page:visible')
const sheetCalendar = (p) => p.locator('.travel-calendar:visible')

/** Taps the day on the open calendar, moving on a month first when it lies in the next one. */
async function pickDay(date) {
  const calendar = sheetCalendar(page)
  await calendar.waitFor()
  if ((await calendar.locator(`[data-date="${date}"]`).count()) === 0) await calendar.getByRole('button', { name: '下个月' }).click()
  await calendar.locator(`[data-date="${date}"]`).click()
  await calendar.waitFor({ state: 'hidden' })
}

test('the home shows drawn icons for its products and every shortcut label whole on one line', async () => {
  await logIn(page, '13800000001')
  const icons = visible(page).locator('.home-products .product-icon')
  await icons.first().waitFor()
  assert.ok((await icons.count()) >= 4, 'hotel, flight, train and car at least')
  const marks = await visible(page).locator('.home-products__item').allInnerTexts()
  assert.ok(marks.every((text) => !/^[酒机火车餐国交]\s/.test(text.trim())), `no single-character marks: ${marks.join(' | ')}`)
  const heights = await visible(page).locator('.home-shortcuts__item').evaluateAll((items) => items.map((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  }))
  assert.ok(heights.length > 0 && heights.every((lines) => lines === 1), `every shortcut label on one line: ${heights.join(',')}`)
  await shot(page, 'calendar-home-icons')
})

test('the flight search opens a fare calendar; the chosen day goes to the list, whose strip moves a day on', async () => {
  await page.goto(`${baseUrl}/pages/flight/index/index`)
  await visible(page).locator('.flight-cities__city', { hasText: '北京' }).waitFor()
  await visible(page).getByText('出发日期').first().click()
  const calendar = sheetCalendar(page)
  await calendar.waitFor()
  await calendar.getByText('价格为经济舱单程最低价，不含税费').waitFor()
  await calendar.locator('.travel-calendar__price', { hasText: '¥' }).first().waitFor({ timeout: 30_000 })
  const today = calendar.locator(`[data-date="${shanghaiDay(0)}"]`)
  if (await today.count()) assert.match(await today.innerText(), /今天/)
  await shot(page, 'calendar-flight-fares')

  const day = shanghaiDay(5)
  await pickDay(day)
  await visible(page).getByText(day).first().waitFor()
  await visible(page).locator('.at-button', { hasText: '搜索航班' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/flight/list/list')
  await visible(page).locator('.flight-card').first().waitFor({ timeout: 30_000 })
  const strip = visible(page).locator('.date-strip')
  await strip.locator(`[data-date="${day}"][aria-pressed="true"]`).waitFor()
  await strip.locator('.date-strip__price', { hasText: '¥' }).first().waitFor({ timeout: 30_000 })
  await shot(page, 'calendar-flight-list-strip')

  const next = shanghaiDay(6)
  await strip.getByRole('button', { name: '后一天' }).click()
  await strip.locator(`[data-date="${next}"][aria-pressed="true"]`).waitFor()
  await visible(page).locator('.flight-notice', { hasText: next }).first().waitFor()
  await visible(page).locator('.flight-card').first().waitFor({ timeout: 30_000 })

  // 日历 on the strip opens the same calendar on the list's day.
  await strip.getByRole('button', { name: '日历' }).click()
  await sheetCalendar(page).locator(`[data-date="${next}"][aria-pressed="true"]`).waitFor()
  await pickDay(shanghaiDay(7))
  await visible(page).locator('.flight-notice', { hasText: shanghaiDay(7) }).first().waitFor()
})

test('the train search opens the calendar without fares; the list\'s strip moves a day on', async () => {
  await page.goto(`${baseUrl}/pages/train/index/index`)
  await visible(page).locator('.train-row', { hasText: '出发日期' }).click()
  const calendar = sheetCalendar(page)
  await calendar.waitFor()
  assert.equal(await calendar.locator('.travel-calendar__price').count(), 0, 'no fares on the train calendar')
  await shot(page, 'calendar-train')
  const day = shanghaiDay(3)
  await pickDay(day)
  await visible(page).locator('.train-date', { hasText: day }).waitFor()
  await visible(page).locator('.at-button', { hasText: '查询车票' }).click()
  await page.waitForURL((url) => url.pathname.endsWith('/list/list') || url.pathname.endsWith('/list'))
  const strip = visible(page).locator('.date-strip')
  await strip.locator(`[data-date="${day}"][aria-pressed="true"]`).waitFor({ timeout: 30_000 })
  await visible(page).locator('.train-card').first().waitFor({ timeout: 30_000 })
  await shot(page, 'calendar-train-list-strip')
  await strip.getByRole('button', { name: '后一天' }).click()
  await visible(page).locator('.train-note', { hasText: shanghaiDay(4) }).waitFor()
  await visible(page).locator('.train-card').first().waitFor({ timeout: 30_000 })
})

test('the hotel search takes 入住 then 离店 on one range calendar and shows the nights (decision 0822)', async () => {
  await page.goto(`${baseUrl}/pages/hotel/index/index`)
  await visible(page).locator('.hotel-row', { hasText: '入住' }).click()
  const calendar = sheetCalendar(page)
  await calendar.waitFor()
  await page.getByText('选择入住和离店日期').first().waitFor()
  const checkIn = shanghaiDay(3)
  const checkOut = shanghaiDay(5)
  if ((await calendar.locator(`[data-date="${checkIn}"]`).count()) === 0) await calendar.getByRole('button', { name: '下个月' }).click()
  await calendar.locator(`[data-date="${checkIn}"]`).click()
  await calendar.getByText('请选择离店日期').waitFor()
  await calendar.locator(`[data-date="${checkIn}"][aria-pressed="true"]`, { hasText: '入住' }).waitFor()
  await shot(page, 'calendar-hotel-range')
  await pickDay(checkOut)
  await visible(page).locator('.hotel-row__value', { hasText: checkIn }).waitFor()
  await visible(page).locator('.hotel-row__value', { hasText: checkOut }).filter({ hasText: '共2晚' }).waitFor()
})
