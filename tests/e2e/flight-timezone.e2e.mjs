// Issue 33 (Air) in the browser, against the real server: a July flight 上海 → 伦敦 shows its arrival on London's
// summer time (BST, UTC+1), and a January one on GMT; every card's arrival follows from its own departure
// (Shanghai, UTC+8) and duration as the page shows them.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, logIn, openBrowser, shot, visible } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

/** The 15th of `month` within the next year (Shanghai calendar). */
function dateIn(month) {
  const today = new Date(Date.now() + 8 * 3_600_000)
  const thisYear = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < 15)
  return `${today.getUTCFullYear() + (thisYear ? 0 : 1)}-${String(month).padStart(2, '0')}-15`
}

const minutesOf = (text) => Number(/(\d+)小时/.exec(text)?.[1] ?? 0) * 60 + Number(/(\d+)分/.exec(text)?.[1] ?? 0)

/** Each card's departure, duration and arrival as shown, and the arrival London's clock gives at `londonOffset`. */
async function cardsOf(date, londonOffset) {
  const query = new URLSearchParams({ from: 'SHA', fromName: '上海', to: 'LON', toName: '伦敦', date })
  await page.goto(`${baseUrl}/pages/flight/list/list?${query}`)
  await visible(page).locator('.flight-card').first().waitFor()
  const cards = await visible(page).locator('.flight-card').evaluateAll((nodes) => nodes.map((n) => ({
    times: [...n.querySelectorAll('.flight-card__time')].map((t) => t.textContent.trim()),
    duration: n.querySelector('.flight-card__mid').textContent,
  })))
  return cards.map(({ times: [depart, arrive], duration }) => {
    const landing = Date.parse(`${date}T${depart}:00+08:00`) + minutesOf(duration) * 60_000
    const london = new Date(landing + londonOffset * 3_600_000)
    const days = Math.round((Date.parse(london.toISOString().slice(0, 10)) - Date.parse(date)) / 86_400_000)
    return { shown: arrive, expected: `${london.toISOString().slice(11, 16)}${days > 0 ? `+${days}` : ''}` }
  })
}

test('a July flight 上海 → 伦敦 shows its London arrival on summer time (UTC+1)', async () => {
  await logIn(page, '13800000001')
  const cards = await cardsOf(dateIn(7), 1)
  assert.ok(cards.length >= 2, `${cards.length} flights`)
  for (const card of cards) assert.equal(card.shown, card.expected)
  await shot(page, 'flight-london-july')
})

test('a January flight 上海 → 伦敦 shows its London arrival on GMT (UTC+0)', async () => {
  const cards = await cardsOf(dateIn(1), 0)
  assert.ok(cards.length >= 2, `${cards.length} flights`)
  for (const card of cards) assert.equal(card.shown, card.expected)
})
