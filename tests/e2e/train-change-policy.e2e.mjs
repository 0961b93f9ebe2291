// Issue 16 in the browser: the employee needs a reason for 一等座 (the manager does not), and changes an issued
// 二等座 ticket to 一等座 on a later train, paying the difference from the enterprise account.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, logIn, openBrowser, shot, visible } from './browser.mjs'

let browser
let employee
let manager
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  manager = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const shanghaiDay = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** Opens the list for 北京 → 上海 in `days` and clicks the first seat of `seatName` left on a G train (after `afterTime`). */
async function pickSeat(page, days, seatName, afterTime = '00:00') {
  await page.goto(`${baseUrl}/pages/train/list/list?${new URLSearchParams({ from: '北京', to: '上海', date: shanghaiDay(days), highSpeed: '1' })}`)
  await visible(page).locator('.train-card').first().waitFor()
  return clickSeat(page, seatName, afterTime)
}

async function clickSeat(page, seatName, afterTime = '00:00') {
  const cards = visible(page).locator('.train-card')
  for (let i = 0; i < (await cards.count()); i += 1) {
    const card = cards.nth(i)
    const time = (await card.locator('.train-card__time').first().innerText()).trim()
    const trainNo = (await card.locator('.train-card__middle').innerText()).split('\n')[0].trim()
    const seat = card.locator('.train-seat', { hasText: seatName }).filter({ hasNotText: `${seatName} 无` })
    if (trainNo.startsWith('G') && time > afterTime && (await seat.count()) > 0) {
      await seat.first().click()
      return { trainNo, time }
    }
  }
  assert.fail(`no G train with ${seatName} left after ${afterTime}`)
}

async function payFromEnterpriseAccount(page) {
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  await visible(page).getByText('企业账户').first().waitFor()
  await button(page, '确认支付').click()
  await visible(page).getByText('确认使用企业账户支付').waitFor()
  await visible(page).getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
  return orderNo
}

test('the employee needs a reason for 一等座; the manager books it without one', async () => {
  await logIn(employee, '13800000001')
  await pickSeat(employee, 3, '一等座')
  await employee.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await visible(employee).getByText('超出差标：员工乘坐火车限二等座').first().waitFor()
  await visible(employee).locator('input[placeholder="18位身份证号"]').fill('110101199001011384')
  await button(employee, '提交订单').click()
  await visible(employee).locator('.train-error', { hasText: '请填写超标原因' }).waitFor()
  await shot(employee, 'train-employee-first-class-needs-reason')

  await logIn(manager, '13800000004')
  await pickSeat(manager, 3, '一等座')
  await manager.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await visible(manager).getByText('符合差标').first().waitFor()
  await visible(manager).locator('input[placeholder="18位身份证号"]').fill('110101198501011394')
  await shot(manager, 'train-manager-first-class-within')
  await button(manager, '提交订单').click()
  await manager.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
})

test('the employee changes an issued 二等座 ticket to 一等座 on a later train and pays the difference', async () => {
  const first = await pickSeat(employee, 4, '二等座')
  await employee.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await visible(employee).locator('input[placeholder="18位身份证号"]').fill('110101199001011384')
  await button(employee, '提交订单').click()
  state.oldOrderNo = await payFromEnterpriseAccount(employee)
  await employee.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.oldOrderNo}`)
  await visible(employee).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await button(employee, '改签').click()
  await employee.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyDate')
  await visible(employee).locator('.train-card').first().waitFor()
  await clickSeat(employee, '一等座', first.time)
  await employee.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyInfo')
  await visible(employee).getByText('需补差价').waitFor()
  await visible(employee).getByText('新车票').waitFor()
  await shot(employee, 'train-change-difference')
  await visible(employee).locator('.train-change-confirm').click()
  state.newOrderNo = await payFromEnterpriseAccount(employee)
  assert.notEqual(state.newOrderNo, state.oldOrderNo)
  await employee.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.newOrderNo}`)
  await visible(employee).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await visible(employee).getByText('一等座').first().waitFor()
  await shot(employee, 'train-changed-ticket')
  await visible(employee).locator('.train-change-link').click()
  await employee.waitForURL((url) => url.pathname === '/pages/train/modifyDetail/modifyDetail')
  await visible(employee).getByText('已补差价').waitFor()
  await shot(employee, 'train-change-detail')
  await employee.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.oldOrderNo}`)
  await visible(employee).locator('.order-status-head__status', { hasText: '已改签' }).waitFor()
  await shot(employee, 'train-old-ticket-changed')
})
