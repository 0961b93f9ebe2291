// 对公报销 in the browser, against `npm start`'s server: the employee records a cost, makes a corporate
// reimbursement bill to a seeded supplier picked by search (choosing the cost on the cost-record page), submits
// it and sees the detail; the approver and finance approve it on its detail, finance pays it; the employee
// opens the 付款单 it made. Finance then reads the enterprise payment bill (企业支付账单), reached from the 审批 tab.
// The employee also drafts a reimbursement bill for a colleague under a project (项目 / 报销人) and recognises a
// PDF invoice (a 全电发票 PDF made here with pdf-lib, rendered in the page by pdf.js).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { PDFDocument, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { baseUrl, button, logIn, openBrowser, payOut, shot, visible } from './browser.mjs'

let browser
let employee
let approver
let finance
const state = {}
const TITLE = `年会场地费${Date.now() % 100000}`

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  approver = await opened.newPhonePage()
  finance = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

test('the employee records the venue cost, picking its type from the cost-type tree', async () => {
  await logIn(employee, '13800000001')
  await employee.goto(`${baseUrl}/pages/expenseControl/editCost`)
  await visible(employee).locator('.cost-form__types').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/costTypeList')
  await visible(employee).getByText('差旅费').waitFor()
  await shot(employee, 'corporate-cost-types')
  await visible(employee).locator('.cost-type', { hasText: '办公费' }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/editCost')
  await visible(employee).locator('.cost-form__types', { hasText: '已选：办公费' }).waitFor()
  await visible(employee).locator('.cost-form__amount input').fill('2500')
  await visible(employee).locator('.cost-form__remark textarea').fill(TITLE)
  await button(employee, '保存').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/costList')
  await visible(employee).locator('.cost-card', { hasText: TITLE }).waitFor()
})

test('the employee makes a corporate bill to a supplier found by search and submits it', async () => {
  await employee.goto(`${baseUrl}/pages/bill/CorporateReimbursementBill/create`)
  await visible(employee).locator('.corporate-form__supplier').click()
  await employee.waitForURL((url) => url.pathname === '/components/bill/supplierList')
  await visible(employee).locator('.supplier-card').first().waitFor()
  await visible(employee).locator('.at-search-bar input').fill('锦程')
  await visible(employee).locator('.at-search-bar input').press('Enter')
  const card = visible(employee).locator('.supplier-card', { hasText: '上海锦程会务服务有限公司' })
  await card.waitFor()
  await shot(employee, 'corporate-supplier-list')
  await card.click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/CorporateReimbursementBill/create')
  await visible(employee).locator('.supplier-card', { hasText: '上海锦程会务服务有限公司' }).waitFor()

  await visible(employee).locator('.corporate-form__costs').click()
  await employee.waitForURL((url) => url.pathname === '/components/bill/billCostRecord')
  await visible(employee).locator('.cost-card', { hasText: TITLE }).click()
  await visible(employee).locator('.cost-records__total', { hasText: '已选 1 笔 ¥2,500.00' }).waitFor()
  await shot(employee, 'corporate-cost-records')
  await button(employee, '确定').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/CorporateReimbursementBill/create')
  await visible(employee).getByText('费用明细（1 笔，合计 ¥2,500.00）').waitFor()

  await button(employee, '提交审批').click()
  await visible(employee).getByText('请填写付款事由').waitFor()
  await visible(employee).locator('.bill-form__title input').fill(TITLE)
  await shot(employee, 'corporate-bill-form')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/CorporateReimbursementBill/detail')
  await visible(employee).locator('.bill-detail__status', { hasText: '审批中' }).waitFor()
  await visible(employee).getByText('收款供应商').waitFor()
  state.billNo = new URL(employee.url()).searchParams.get('billNo')
  assert.match(state.billNo ?? '', /^DG\d+$/)
  await shot(employee, 'corporate-bill-submitted')
})

test('the employee opens a cost of the bill', async () => {
  await visible(employee).locator('.cost-card', { hasText: '办公费' }).click()
  await employee.waitForURL((url) => url.pathname === '/components/costDetails')
  await visible(employee).locator('.cost-details__amount', { hasText: '¥2,500.00' }).waitFor()
  await visible(employee).getByText(`已在单据 ${TITLE}`).waitFor()
  await shot(employee, 'corporate-cost-details')
})

async function approveOnDetail(page, phone, status) {
  await logIn(page, phone)
  await page.goto(`${baseUrl}/pages/bill/CorporateReimbursementBill/detail?billNo=${state.billNo}`)
  await visible(page).locator('.supplier-card', { hasText: '上海锦程会务服务有限公司' }).waitFor()
  await button(page, '通过').click()
  await visible(page).locator('.bill-detail__status', { hasText: status }).waitFor()
}

test('the approver and finance approve it; finance pays it', async () => {
  await approveOnDetail(approver, '13800000002', '审批中')
  await approveOnDetail(finance, '13800000003', '待支付')
  await payOut(finance, { amount: '¥2,500.00', payee: '上海锦程会务服务有限公司' })
  await visible(finance).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
  await shot(finance, 'corporate-bill-paid')
})

test('the employee sees it paid and opens its payment bill', async () => {
  await employee.goto(`${baseUrl}/pages/bill/CorporateReimbursementBill/detail?billNo=${state.billNo}`)
  await visible(employee).locator('.bill-detail__status', { hasText: '已支付' }).waitFor()
  await visible(employee).locator('.bill-detail__payment').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/PaymentBillDetail')
  await visible(employee).locator('.payment-bill__status', { hasText: '已付款' }).waitFor()
  await visible(employee).getByText('上海锦程会务服务有限公司（对公）').waitFor()
  await visible(employee).getByText('**** 0801').waitFor()
  await shot(employee, 'corporate-payment-bill')
})

test('finance reads the enterprise payment bill of the month, from the 审批 tab\'s 待支付', async () => {
  await finance.goto(`${baseUrl}/pages/expenseControl/approve/index/index`)
  await visible(finance).locator('.at-tabs__item', { hasText: '待支付' }).click()
  await visible(finance).locator('.expense-approval__consumption').click()
  await finance.waitForURL((url) => url.pathname === '/pages/tripay/consumptionList')
  await visible(finance).locator('.consumption__item').first().waitFor()
  await visible(finance).locator('.consumption__balance').waitFor()
  await shot(finance, 'corporate-consumption-list')
})

const DRAFT = `代同事报销${Date.now() % 100000}`

test('the employee drafts a reimbursement bill for a colleague under a project (项目 / 报销人)', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/editCost`)
  await visible(employee).locator('.expense__chip', { hasText: '交通费' }).click()
  await visible(employee).locator('.cost-form__amount input').fill('128')
  await visible(employee).locator('.cost-form__remark textarea').fill(DRAFT)
  await button(employee, '保存').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/costList')
  await employee.goto(`${baseUrl}/pages/expenseControl/CreateReimbursementBill`)
  await visible(employee).locator('.bill-form__title input').fill(DRAFT)
  await visible(employee).locator('.bill-form__project').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/components/projectBelong')
  await visible(employee).locator('.cost-row', { hasText: 'ERP系统升级' }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/CreateReimbursementBill')
  await visible(employee).locator('.bill-form__project', { hasText: 'ERP系统升级' }).waitFor()
  await visible(employee).locator('.bill-form__member').click()
  await employee.waitForURL((url) => url.pathname === '/components/bill/checkReimbursementMember')
  await visible(employee).locator('.member-row', { hasText: '李娜' }).first().click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/CreateReimbursementBill')
  await visible(employee).locator('.bill-form__member', { hasText: '李娜（代他人报销）' }).waitFor()
  assert.equal(await visible(employee).locator('.bill-form__title input').inputValue(), DRAFT)
  await visible(employee).locator('.cost-card', { hasText: DRAFT }).click()
  await shot(employee, 'bill-form-project-member')
  await button(employee, '保存草稿').click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/ReimbursementBillDetail')
  await visible(employee).getByText('ERP系统升级').waitFor()
  await visible(employee).getByText('李娜').first().waitFor()
  await shot(employee, 'bill-detail-project-member')
})

async function invoicePdf(payload) {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 420])
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const cell = 64 / size
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.modules.get(y, x)) page.drawRectangle({ x: 24 + x * cell, y: 420 - 24 - (y + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) })
    }
  }
  return Buffer.from(await doc.save())
}

test('the employee recognises a PDF invoice (全电发票) on a cost', async () => {
  await employee.goto(`${baseUrl}/pages/expenseControl/costList`)
  await visible(employee).locator('.cost-card', { hasText: DRAFT }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/expenseControl/editCost')
  const costId = new URL(employee.url()).searchParams.get('costId')
  await employee.goto(`${baseUrl}/pages/bill/invoiceIdentify?costId=${costId}`)
  const invoiceNo = `2431200000${String(Date.now()).slice(-10)}`
  const chooser = employee.waitForEvent('filechooser')
  await visible(employee).locator('.invoice-identify__pdf').click()
  await (await chooser).setFiles({ name: '全电发票.pdf', mimeType: 'application/pdf', buffer: await invoicePdf(`01,32,,${invoiceNo},128.00,20261121,,3B7A,`) })
  await visible(employee).getByText('电子发票(普通发票)').waitFor({ timeout: 60_000 })
  assert.equal(await visible(employee).locator('.invoice-form__no input').inputValue(), invoiceNo)
  await shot(employee, 'invoice-pdf-recognised')
})
