/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 35 item 1 (decision 0650): finance pays several approved bills in one batch from a chosen account, after a
// confirmation of count, total and payees; the batch has a transfer list (CSV and Excel); money moves in one locked
// transaction, so a bill paid before or by a concurrent batch is never paid twice.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import ExcelJS from 'exceljs'
import { ENTERPRISE, PHONE, setupFile, type Envelope } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
// One live session per person (decision 0540): each role logs in once for the file.
const sessions = new Map<string, Promise<string>>()
const as = (phone: string) => sessions.get(phone) ?? sessions.set(phone, t.login(phone)).get(phone) as Promise<string>

async function approvedBill(amountFen: number, title: string): Promise<string> {
  const employee = await as(PHONE.employee)
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: amountFen, CostDate: '2026-11-20', CityName: '上海', Remark: title, Attachments: [] }, withReq(employee))
  assert.equal(cost.Code, '0000', cost.Msg)
  const saved = await t.post(`${B}/SaveReimbursementBill`, { Title: title, Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: true }, withReq(employee))
  assert.equal(saved.Code, '0000', saved.Msg)
  for (const phone of [PHONE.approver, PHONE.finance]) {
    const approved = await t.post(`${B}/ApproveBill`, { BillNo: saved.Data.BillNo }, withReq(await as(phone)))
    assert.equal(approved.Code, '0000', approved.Msg)
  }
  return saved.Data.BillNo
}

async function paymentsOf(billNo: string) {
  const { rows } = await t.app.db.query<{ amount_fen: string; batch_id: number | null }>(
    'select p.amount_fen, p.batch_id from expense_payment_bills p join expense_bills b on b.id = p.bill_id where b.bill_no = $1',
    [billNo],
  )
  return rows.map((r) => ({ amountFen: Number(r.amount_fen), batchId: r.batch_id }))
}

const fileOf = async (token: string, BatchNo: string, Format: 'csv' | 'xlsx') => {
  const answer = await t.post(`${B}/GetPayBatchFile`, { BatchNo, Format }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  return { FileName: answer.Data.FileName as string, bytes: Buffer.from(answer.Data.ContentBase64, 'base64') }
}

test('finance previews, pays two bills in one batch from a chosen account and downloads its transfer list', async () => {
  const first = await approvedBill(12345, '批量支付一')
  const second = await approvedBill(67800, '批量支付二')
  const finance = await as(PHONE.finance)
  const employee = await as(PHONE.employee)

  assert.equal((await t.post(`${B}/PreviewPayBatch`, { BillNos: [first] }, { token: employee })).Code, '4003')
  assert.equal((await t.post(`${B}/PayBillBatch`, { BillNos: [first], PayAccountId: '24001' }, withReq(employee))).Code, '4003')
  const none = await t.post(`${B}/PayBillBatch`, { BillNos: [], PayAccountId: '24001' }, withReq(finance))
  assert.equal(none.Code, '4000')
  assert.equal(none.Msg, '请选择要支付的单据')
  assert.equal((await t.post(`${B}/PayBillBatch`, { BillNos: [first, first], PayAccountId: '24001' }, withReq(finance))).Code, '4000')
  assert.equal((await t.post(`${B}/PayBillBatch`, { BillNos: [first, second] }, withReq(finance))).Msg, '请选择付款账户')

  const preview = await t.post(`${B}/PreviewPayBatch`, { BillNos: [first, second] }, { token: finance })
  assert.equal(preview.Code, '0000', preview.Msg)
  assert.equal(preview.Data.Count, 2)
  assert.equal(preview.Data.TotalFen, 12345 + 67800)
  assert.deepEqual(preview.Data.Items.map((i: any) => [i.BillNo, i.PayeeName, i.AmountFen]), [[first, '张伟', 12345], [second, '张伟', 67800]])
  assert.match(preview.Data.Items[0].AccountNo, /^\*\*\*\* \d{4}$/)
  assert.deepEqual(await paymentsOf(first), [])

  const paid = await t.post(`${B}/PayBillBatch`, { BillNos: [second, first], PayAccountId: '24002' }, withReq(finance))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.match(paid.Data.BatchNo, /^PC\d{8,}$/)
  assert.equal(paid.Data.Count, 2)
  assert.equal(paid.Data.TotalFen, 80145)
  for (const billNo of [first, second]) {
    const detail = await t.post(`${B}/GetBillDetail`, { BillNo: billNo }, { token: employee })
    assert.equal(detail.Data.Status, 'Paid')
    assert.ok(detail.Data.History.some((h: any) => h.Note.includes('付款账户「')), JSON.stringify(detail.Data.History))
  }
  const { rows: batches } = await t.app.db.query<{ id: number; bill_count: number; total_fen: string; pay_account_id: number }>(
    'select id, bill_count, total_fen, pay_account_id from expense_payment_batches where batch_no = $1', [paid.Data.BatchNo])
  assert.deepEqual(batches.map((b) => [b.bill_count, Number(b.total_fen), b.pay_account_id]), [[2, 80145, 24002]])
  assert.deepEqual(await paymentsOf(first), [{ amountFen: 12345, batchId: batches[0].id }])
  assert.deepEqual(await paymentsOf(second), [{ amountFen: 67800, batchId: batches[0].id }])

  // The transfer list: CSV for the bank's upload, the same rows as Excel; full account numbers, yuan with 2 decimals.
  const { rows: payee } = await t.app.db.query<{ account_no: string; bank_name: string }>('select account_no, bank_name from expense_payment_bills p join expense_bills b on b.id = p.bill_id where b.bill_no = $1', [first])
  const csv = await fileOf(finance, paid.Data.BatchNo, 'csv')
  assert.equal(csv.FileName, `批量转账-${paid.Data.BatchNo}.csv`)
  const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','))
  assert.deepEqual(lines[0], ['序号', '收款人户名', '收款账号', '收款银行', '金额（元）', '用途', '业务参考号'])
  assert.equal(lines.length, 3)
  const firstLine = lines.find((l) => l[5] === `报销款 ${first}`)
  assert.deepEqual(firstLine?.slice(1, 5), ['张伟', payee[0].account_no, payee[0].bank_name, '123.45'])
  assert.equal(lines.find((l) => l[5] === `报销款 ${second}`)?.[4], '678.00')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await fileOf(finance, paid.Data.BatchNo, 'xlsx')).bytes as any)
  const sheet = workbook.worksheets[0]
  assert.equal(sheet.rowCount, 3)
  assert.equal(sheet.getRow(1).getCell(2).value, '收款人户名')
  const amounts = [2, 3].map((r) => Number(sheet.getRow(r).getCell(5).value))
  assert.equal(amounts.reduce((a, b) => a + b, 0).toFixed(2), '801.45')
  assert.equal((await t.post(`${B}/GetPayBatchFile`, { BatchNo: paid.Data.BatchNo, Format: 'csv' }, { token: employee })).Code, '4003')

  // Paid bills are refused, naming the bill; the batch that holds one pays none.
  const third = await approvedBill(500, '批量支付三')
  const again = await t.post(`${B}/PayBillBatch`, { BillNos: [third, first], PayAccountId: '24001' }, withReq(finance))
  assert.equal(again.Code, '4001')
  assert.equal(again.Msg, `单据 ${first}已支付，本批未支付，请刷新后重新选择`)
  assert.deepEqual(await paymentsOf(third), [])
  assert.equal((await t.post(`${B}/PreviewPayBatch`, { BillNos: [first] }, { token: finance })).Code, '4001')
})

test('two concurrent batches sharing a bill: the shared bill is paid once, the losing batch pays nothing, no 5000', async () => {
  const finance = await as(PHONE.finance)
  for (let round = 0; round < 5; round++) {
    const [a, shared, c] = [await approvedBill(1000 + round, `并发批量A${round}`), await approvedBill(2000 + round, `并发批量B${round}`), await approvedBill(3000 + round, `并发批量C${round}`)]
    const answers: Envelope[] = await Promise.all([
      t.post(`${B}/PayBillBatch`, { BillNos: [a, shared], PayAccountId: '24001' }, withReq(finance)),
      t.post(`${B}/PayBillBatch`, { BillNos: [c, shared], PayAccountId: '24002' }, withReq(finance)),
    ])
    assert.deepEqual(answers.map((x) => x.Code).sort(), ['0000', '4001'], answers.map((x) => `${x.Code} ${x.Msg}`).join(' | '))
    assert.match(answers.find((x) => x.Code === '4001')?.Msg ?? '', new RegExp(`单据 ${shared}已支付`))
    const winner = answers.find((x) => x.Code === '0000')?.Data
    assert.equal((await paymentsOf(shared)).length, 1)
    const paidBills = [a, c].filter((no) => winner.Items.some((i: any) => i.BillNo === no))
    assert.equal(paidBills.length, 1)
    const loser = paidBills[0] === a ? c : a
    assert.deepEqual(await paymentsOf(loser), [])
    assert.equal((await paymentsOf(paidBills[0])).length, 1)
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from expense_payment_batches b join expense_payment_bills p on p.batch_id = b.id where b.batch_no = $1', [winner.BatchNo])
    assert.equal(rows[0].n, 2)
  }
})

// Issue 35 item 4: a month's paid bills as an Excel file from the finance desk, opened here with exceljs.
test('finance exports a month\'s paid bills as Excel: one row a payment, a 合计 row, the sums of the ledger', async () => {
  const finance = await as(PHONE.finance)
  const employee = await as(PHONE.employee)
  const [a, b] = [await approvedBill(4321, '月度导出一'), await approvedBill(1000, '月度导出二')]
  const paid = await t.post(`${B}/PayBillBatch`, { BillNos: [a, b], PayAccountId: '24001' }, withReq(finance))
  assert.equal(paid.Code, '0000', paid.Msg)
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7)
  assert.equal((await t.post(`${B}/ExportPaidBills`, { Month: month }, { token: employee })).Code, '4003')
  assert.equal((await t.post(`${B}/ExportPaidBills`, { Month: '2026-13' }, { token: finance })).Code, '4000')
  const answer = await t.post(`${B}/ExportPaidBills`, { Month: month }, { token: finance })
  assert.equal(answer.Code, '0000', answer.Msg)
  assert.equal(answer.Data.FileName, `已付单据-${month}.xlsx`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(answer.Data.ContentBase64, 'base64') as any)
  const sheet = workbook.worksheets[0]
  const rows = sheet.getSheetValues().slice(2).map((r: any) => r.slice(1))
  const header = (sheet.getRow(1).values as any[]).slice(1)
  assert.equal(header[1], '单据号')
  assert.equal(header[5], '部门')
  assert.equal(header[14], '支付金额（元）')
  const body = rows.slice(0, -1)
  const total = rows.at(-1)
  // The ledger's payments of the month in Shanghai time, whatever other tests of this file paid.
  const { rows: ledger } = await t.app.db.query<{ n: number; fen: string }>(
    `select count(*)::int as n, coalesce(sum(amount_fen), 0) as fen from expense_payment_bills
      where enterprise_id = $2 and to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM') = $1`, [month, ENTERPRISE.a])
  assert.equal(body.length, ledger[0].n)
  assert.equal(total[0], `合计 ${ledger[0].n} 笔`)
  const paidSum = body.reduce((sum: number, r: any[]) => sum + Math.round(Number(r[14]) * 100), 0)
  assert.equal(paidSum, Number(ledger[0].fen))
  assert.equal(Math.round(Number(total[14]) * 100), Number(ledger[0].fen))
  const mine = body.find((r: any[]) => r[1] === a)
  assert.deepEqual([mine[3], mine[4], mine[5], mine[11], Number(mine[14])], ['月度导出一', '张伟', '市场部', paid.Data.BatchNo, 43.21])
  assert.match(mine[9], /^\*\*\*\* \d{4}$/)
  // Another month has none of them.
  const other = await t.post(`${B}/ExportPaidBills`, { Month: '2020-01' }, { token: finance })
  const empty = new ExcelJS.Workbook()
  await empty.xlsx.load(Buffer.from(other.Data.ContentBase64, 'base64') as any)
  assert.equal(empty.worksheets[0].rowCount, 2)
})
