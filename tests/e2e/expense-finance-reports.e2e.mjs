// Issue 35 (decision 0710), finance 13800000003 in the browser at a phone viewport: a bill approved and paid through
// the API; 消费明细 › 报销统计 shows this month's paid bills with the chart by month and by department; 导出 Excel
// downloads the report, which the test opens with exceljs: the 已付单据 sheet has the paid bill, one row per payment
// and the 合计 row whose total is the sum of the rows and the total on screen.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, test } from 'node:test'
import ExcelJS from 'exceljs'
import { api, baseUrl, button, logIn, openBrowser, shot, tokenOf, visible } from './browser.mjs'

let browser
let finance
const stamp = Date.now().toString(36)
const bill = { title: `报销统计差旅${stamp}`, fen: 31415 }

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  finance = await opened.newPhonePage()
  const employee = await tokenOf('13800000001')
  const approver = await tokenOf('13800000002')
  const financeToken = await tokenOf('13800000003')
  const cost = await api('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: bill.fen, CostDate: '2026-11-20', CityName: '上海', Remark: bill.title, Attachments: [] }, employee)
  const saved = await api('/b2b/CustomerBill/SaveReimbursementBill', { Title: bill.title, Reason: '', CostCenterId: '31001', CostIds: [cost.CostId], Submit: true }, employee)
  await api('/b2b/CustomerBill/ApproveBill', { BillNo: saved.BillNo }, approver)
  await api('/b2b/CustomerBill/ApproveBill', { BillNo: saved.BillNo }, financeToken)
  await api('/b2b/CustomerBill/PayBill', { BillNo: saved.BillNo, PayAccountId: '24001' }, financeToken)
  bill.billNo = saved.BillNo
})
after(async () => { await browser?.close() })

const fenOf = (text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

test('finance exports this month\'s paid bills from 报销统计 and the file holds the rows and the total', async () => {
  await logIn(finance, '13800000003')
  await finance.goto(`${baseUrl}/pages/index/ConsumptionDetail`)
  await visible(finance).getByRole('tab', { name: '报销统计' }).click()
  const report = visible(finance).locator('.report')
  await report.getByText(/已付单据 \d+ 笔/).waitFor()
  await report.getByText('按月份').waitFor()
  await report.locator('.report__group', { hasText: '市场部' }).waitFor()
  await report.locator('canvas').first().waitFor()
  const shownFen = fenOf(await report.locator('.report__total-value').innerText())
  const shownCount = Number((await report.getByText(/已付单据 \d+ 笔/).innerText()).match(/(\d+) 笔/)[1])
  assert.ok(shownFen >= bill.fen)
  await shot(finance, 'report-month')

  const [download] = await Promise.all([finance.waitForEvent('download'), button(finance, '导出 Excel').click()])
  assert.match(download.suggestedFilename(), /^报销统计-\d{4}-\d{2}\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await readFile(await download.path()))
  assert.deepEqual(workbook.worksheets.map((s) => s.name), ['按月份', '按部门', '按成本中心', '按项目', '已付单据'])
  const rows = workbook.getWorksheet('已付单据').getSheetValues().slice(2).map((r) => r.slice(1))
  const body = rows.slice(0, -1)
  const total = rows.at(-1)
  assert.equal(body.length, shownCount)
  assert.equal(total[0], `合计 ${shownCount} 笔`)
  const paid = body.reduce((sum, r) => sum + Math.round(Number(r[14]) * 100), 0)
  assert.equal(paid, shownFen)
  assert.equal(Math.round(Number(total[14]) * 100), shownFen)
  const mine = body.find((r) => r[1] === bill.billNo)
  assert.deepEqual([mine[3], mine[4], mine[5], Number(mine[14])], [bill.title, '张伟', '市场部', 314.15])
  await shot(finance, 'report-exported')
})

test('an employee has only 我的消费 on 消费明细', async () => {
  await logIn(finance, '13800000001')
  await finance.goto(`${baseUrl}/pages/index/ConsumptionDetail?tab=report`)
  await visible(finance).getByText(/消费（\d+笔）/).waitFor()
  assert.equal(await visible(finance).getByRole('tab', { name: '报销统计' }).count(), 0)
})
