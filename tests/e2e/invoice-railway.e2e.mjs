// Issue 33 in the browser, against the real server: a 数电 railway ticket's QR code (type 51, its amount the fare,
// i.e. the 价税合计; decision 0630) is read as 电子发票(铁路电子客票), the fare split into amount and the 9% railway
// VAT with nothing typed, and its deductible input VAT shown on the form and on the cost's invoice list.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import QRCode from 'qrcode'
import { baseUrl, button, logIn, openBrowser, shanghaiDay, shot, visible } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

test('a railway 数电 QR code is read as a railway ticket with its deductible VAT', async () => {
  await logIn(page, '13800000004')
  await page.goto(`${baseUrl}/pages/expenseControl/editCost`)
  await visible(page).locator('.expense__chip', { hasText: '交通费' }).click()
  await visible(page).locator('.cost-form__amount input').fill('56')
  await visible(page).locator('.cost-form__city input').fill('上海')
  const remark = `高铁票${Date.now() % 100000}`
  await visible(page).locator('.cost-form__remark textarea').fill(remark)
  await button(page, '保存').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/costList')
  await visible(page).locator('.cost-card', { hasText: remark }).click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/editCost')
  await visible(page).locator('.cost-form__invoices').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/editInvoice')
  await visible(page).getByText('未添加发票').waitFor()
  await visible(page).locator('.invoice-edit__identify').click()
  await page.waitForURL((url) => url.pathname === '/pages/bill/invoiceIdentify')

  // The layout of a 12306 数电 ticket's code: version, 51, no code, 20-digit number, fare, date, no check code, crc.
  const number = `2631${String(Date.now()).slice(-13)}${String(Math.floor(Math.random() * 900) + 100)}`
  const photo = await QRCode.toBuffer(`01,51,,${number},56.00,${shanghaiDay(-1).replaceAll('-', '')},,219A`, { scale: 8, margin: 4 })
  await visible(page).locator('.invoice-identify__pick').click()
  const chooser = page.waitForEvent('filechooser')
  await page.locator('.taro-actionsheet__cell', { hasText: '从相册选择' }).click()
  await (await chooser).setFiles({ name: 'rail-ticket.png', mimeType: 'image/png', buffer: photo })

  await visible(page).locator('.invoice-form__type', { hasText: '电子发票(铁路电子客票)' }).waitFor()
  assert.equal(await visible(page).locator('.invoice-form__no input').inputValue(), number)
  // ¥56 ÷ 1.09 × 9% = ¥4.62 (half up to the fen); the amount before tax is the rest: nothing to type.
  assert.equal(await visible(page).locator('.invoice-form__amount input').inputValue(), '51.38')
  assert.equal(await visible(page).locator('.invoice-form__tax input').inputValue(), '4.62')
  await visible(page).getByText('价税合计 ¥56.00').waitFor()
  await visible(page).locator('.invoice-form__vat', { hasText: '可抵扣进项税额 ¥4.62' }).waitFor()
  await shot(page, 'invoice-railway-recognised')
  await button(page, '保存到费用').click()
  await page.waitForURL((url) => url.pathname === '/pages/expenseControl/editInvoice')
  await visible(page).getByText('发票金额与费用一致').waitFor()
  const card = visible(page).locator('.invoice-card', { hasText: number })
  await card.getByText('电子发票(铁路电子客票)').waitFor()
  await card.locator('.invoice-card__vat', { hasText: '可抵扣进项税额 ¥4.62' }).waitFor()
  await shot(page, 'invoice-railway-on-cost')
})
