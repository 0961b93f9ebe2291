/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 35 (decision 0710): 报销统计 — paid bills by month, department, cost centre and project, on screen and as an
// Excel workbook, for finance and admins only; the sums match the ledger of 付款单.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import ExcelJS from 'exceljs'
import { ENTERPRISE, PHONE, setupFile } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const sessions = new Map<string, Promise<string>>()
const as = (phone: string) => sessions.get(phone) ?? sessions.set(phone, t.login(phone)).get(phone) as Promise<string>
// The month in Shanghai now: bills paid by this test land in it.
const month = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7)

async function paidBill(amountFen: number, title: string, costCenterId: string, projectId?: string): Promise<string> {
  const employee = await as(PHONE.employee)
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: amountFen, CostDate: '2026-11-20', CityName: '上海', Remark: title, Attachments: [] }, withReq(employee))
  assert.equal(cost.Code, '0000', cost.Msg)
  const saved = await t.post(`${B}/SaveReimbursementBill`, { Title: title, Reason: '', CostCenterId: costCenterId, ...(projectId ? { ProjectId: projectId } : {}), CostIds: [cost.Data.CostId], Submit: true }, withReq(employee))
  assert.equal(saved.Code, '0000', saved.Msg)
  for (const phone of [PHONE.approver, PHONE.finance]) {
    const approved = await t.post(`${B}/ApproveBill`, { BillNo: saved.Data.BillNo }, withReq(await as(phone)))
    assert.equal(approved.Code, '0000', approved.Msg)
  }
  const paid = await t.post(`${B}/PayBill`, { BillNo: saved.Data.BillNo, PayAccountId: '24001' }, withReq(await as(PHONE.finance)))
  assert.equal(paid.Code, '0000', paid.Msg)
  return saved.Data.BillNo
}

async function ledger(from: string, to: string) {
  const { rows } = await t.app.db.query<{ n: number; fen: string }>(
    `select count(*)::int as n, coalesce(sum(amount_fen), 0) as fen from expense_payment_bills
      where enterprise_id = $1 and to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM') between $2 and $3`, [ENTERPRISE.a, from, to])
  return { count: rows[0].n, fen: Number(rows[0].fen) }
}

const sum = (groups: any[], key: 'BillCount' | 'PaidFen' | 'CostFen') => groups.reduce((s, g) => s + g[key], 0)

test('finance and the admin see paid bills by month, department, cost centre and project; an employee is refused', async () => {
  const now = month()
  await paidBill(12000, '统计市场', '31001')
  await paidBill(3456, '统计研发', '31002')
  const body = { FromMonth: now, ToMonth: now }
  const refused = await t.post(`${B}/GetExpenseReport`, body, { token: await as(PHONE.employee) })
  assert.equal(refused.Code, '4003')
  assert.equal(refused.Msg, '仅财务人员和企业管理员可以查看报销统计')
  assert.equal((await t.post(`${B}/ExportExpenseReport`, body, { token: await as(PHONE.approver) })).Code, '4003')

  for (const phone of [PHONE.finance, PHONE.manager]) {
    const answer = await t.post(`${B}/GetExpenseReport`, body, { token: await as(phone) })
    assert.equal(answer.Code, '0000', answer.Msg)
    const report = answer.Data
    const books = await ledger(now, now)
    assert.equal(report.BillCount, books.count)
    assert.equal(report.PaidFen, books.fen)
    for (const dimension of ['ByMonth', 'ByDepartment', 'ByCostCenter', 'ByProject']) {
      assert.equal(sum(report[dimension], 'BillCount'), books.count, dimension)
      assert.equal(sum(report[dimension], 'PaidFen'), books.fen, dimension)
      assert.equal(sum(report[dimension], 'CostFen'), report.CostFen, dimension)
    }
    assert.deepEqual(report.ByMonth.map((g: any) => g.Name), [now])
    assert.ok(report.ByDepartment.some((g: any) => g.Name === '市场部' && g.PaidFen >= 15456))
    assert.ok(report.ByCostCenter.some((g: any) => g.Name === '市场费用中心' && g.PaidFen >= 12000))
    assert.ok(report.ByCostCenter.some((g: any) => g.Name === '研发费用中心' && g.PaidFen >= 3456))
  }
})

test('a range lists every month (none paid: 0), is at most 12 months and never reversed', async () => {
  const finance = await as(PHONE.finance)
  const old = await t.post(`${B}/GetExpenseReport`, { FromMonth: '2020-01', ToMonth: '2020-03' }, { token: finance })
  assert.equal(old.Code, '0000', old.Msg)
  assert.deepEqual(old.Data.ByMonth, ['2020-01', '2020-02', '2020-03'].map((Name) => ({ Name, BillCount: 0, CostFen: 0, PaidFen: 0 })))
  assert.deepEqual([old.Data.BillCount, old.Data.ByDepartment], [0, []])
  const reversed = await t.post(`${B}/GetExpenseReport`, { FromMonth: '2020-03', ToMonth: '2020-01' }, { token: finance })
  assert.deepEqual([reversed.Code, reversed.Msg], ['4000', '结束月份不能早于开始月份'])
  const long = await t.post(`${B}/GetExpenseReport`, { FromMonth: '2020-01', ToMonth: '2021-01' }, { token: finance })
  assert.deepEqual([long.Code, long.Msg], ['4000', '统计区间最长 12 个月'])
  assert.equal((await t.post(`${B}/GetExpenseReport`, { FromMonth: '2020-1', ToMonth: '2020-02' }, { token: finance })).Code, '4000')
})

test('the Excel workbook has a sheet per dimension and 已付单据, each totalling the ledger', async () => {
  const now = month()
  const billNo = await paidBill(777, '统计导出', '31003')
  const answer = await t.post(`${B}/ExportExpenseReport`, { FromMonth: now, ToMonth: now }, { token: await as(PHONE.finance) })
  assert.equal(answer.Code, '0000', answer.Msg)
  assert.equal(answer.Data.FileName, `报销统计-${now}.xlsx`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(answer.Data.ContentBase64, 'base64') as any)
  assert.deepEqual(workbook.worksheets.map((s) => s.name), ['按月份', '按部门', '按成本中心', '按项目', '已付单据'])
  const books = await ledger(now, now)
  const rowsOf = (name: string) => workbook.getWorksheet(name)!.getSheetValues().slice(2).map((r: any) => r.slice(1))
  for (const name of ['按月份', '按部门', '按成本中心', '按项目']) {
    const rows = rowsOf(name)
    const total = rows.at(-1)
    assert.equal(total[0], '合计', name)
    assert.equal(Number(total[1]), books.count, name)
    assert.equal(Math.round(Number(total[3]) * 100), books.fen, name)
    assert.equal(rows.slice(0, -1).reduce((s: number, r: any[]) => s + Math.round(Number(r[3]) * 100), 0), books.fen, name)
  }
  const paid = rowsOf('已付单据')
  assert.equal(paid.length, books.count + 1)
  assert.equal(paid.at(-1)[0], `合计 ${books.count} 笔`)
  const mine = paid.find((r: any[]) => r[1] === billNo)
  assert.deepEqual([mine[3], mine[5], mine[6], Number(mine[14])], ['统计导出', '市场部', '管理费用中心', 7.77])
})
