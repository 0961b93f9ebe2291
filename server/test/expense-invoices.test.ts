import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const cost = (over: Record<string, unknown> = {}) => ({ CostTypeId: '18002', AmountFen: 10600, CostDate: '2026-11-20', CityName: '上海', Remark: '打车', Attachments: [], ...over })
const invoice = (costId: string, over: Record<string, unknown> = {}) => ({
  CostId: costId, TypeCode: '10', InvoiceCode: '031002000111', InvoiceNo: '64829173', InvoiceDate: '2026-11-20', AmountFen: 10000, TaxFen: 600,
  CheckCode: '12345678901234567890', Source: 'qr', ...over,
})

async function record(token: string, over: Record<string, unknown> = {}) {
  const r = await t.post('/expensecontrol/Expense/SaveCost', cost(over), { token })
  assert.equal(r.Code, '0000', r.Msg)
  return r.Data.CostId as string
}

test('an invoice on a cost: saved, listed with the cross-check, edited and deleted', async () => {
  const token = await t.login(PHONE.employee)
  const costId = await record(token)
  const none = await t.post('/expensecontrol/CostInvoice/GetInvoiceList', { CostId: costId }, { token })
  assert.equal(none.Data.Coverage, 'none')
  const saved = await t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(costId), { token })
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.equal(saved.Data.Coverage, 'match')
  const list = await t.post('/expensecontrol/CostInvoice/GetInvoiceList', { CostId: costId }, { token })
  assert.equal(list.Data.Items.length, 1)
  assert.equal(list.Data.Items[0].TotalFen, 10600)
  assert.equal(list.Data.Items[0].TypeName, '增值税电子普通发票')
  const edited = await t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(costId, { InvoiceId: saved.Data.InvoiceId, TaxFen: 0 }), { token })
  assert.equal(edited.Data.Coverage, 'short')
  assert.equal(edited.Data.CoverageText, '发票金额比费用少¥6.00')
  assert.equal((await t.post('/expensecontrol/CostInvoice/DeleteInvoice', { InvoiceId: saved.Data.InvoiceId }, { token })).Code, '0000')
  assert.equal((await t.post('/expensecontrol/CostInvoice/GetInvoiceList', { CostId: costId }, { token })).Data.Items.length, 0)
})

test('a 全电发票 has no code and a 20 digit number', async () => {
  const token = await t.login(PHONE.employee)
  const costId = await record(token)
  const r = await t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(costId, { TypeCode: '32', InvoiceCode: '', InvoiceNo: '24312000000098765432', CheckCode: '' }), { token })
  assert.equal(r.Code, '0000', r.Msg)
})

test('bad invoice bodies answer 4000 and keep nothing', async () => {
  const token = await t.login(PHONE.manager)
  const costId = await record(token)
  for (const body of [
    invoice(costId, { InvoiceNo: '1234' }),
    invoice(costId, { InvoiceCode: '', InvoiceNo: '64829173' }),
    invoice(costId, { InvoiceCode: '031002000111', InvoiceNo: '24312000000098765432' }),
    invoice(costId, { InvoiceDate: '2026-02-30' }),
    invoice(costId, { InvoiceDate: '2099-01-01' }),
    invoice(costId, { AmountFen: 0, TaxFen: 0 }),
    invoice(costId, { AmountFen: -1 }),
    // issue 33: a tax larger than the amount, and a ¥0 amount with a tax
    invoice(costId, { AmountFen: 10000, TaxFen: 20000 }),
    invoice(costId, { AmountFen: 0, TaxFen: 600 }),
    invoice(costId, { Source: 'camera' }),
    invoice(costId, { TypeCode: 'x' }),
  ]) {
    const r = await t.post('/expensecontrol/CostInvoice/SaveInvoice', body, { token })
    assert.equal(r.Code, '4000', JSON.stringify(body))
  }
  assert.equal((await t.post('/expensecontrol/CostInvoice/GetInvoiceList', { CostId: costId }, { token })).Data.Items.length, 0)
  assert.equal((await t.post('/expensecontrol/CostInvoice/CheckInvoice', { InvoiceCode: 'x', InvoiceNo: '1' }, { token })).Code, '4000')
  await assertAuthRequired(t, '/expensecontrol/CostInvoice/GetInvoiceList')
})

test('the same invoice is claimed once in the enterprise: the second member hears who and when; a claimed invoice is refused on a second bill', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const mine = await record(employee)
  const body = invoice(mine, { InvoiceCode: '3100201130', InvoiceNo: '28561234', TypeCode: '04' })
  assert.equal((await t.post('/expensecontrol/CostInvoice/SaveInvoice', body, { token: employee })).Code, '0000')
  const made = await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: '打车报销', Reason: '', CostCenterId: '31001', CostIds: [mine], Submit: true }, { token: employee })
  assert.equal(made.Code, '0000', made.Msg)

  const check = await t.post('/expensecontrol/CostInvoice/CheckInvoice', { InvoiceCode: '3100201130', InvoiceNo: '28561234' }, { token: approver })
  assert.equal(check.Data.Claimed, true)
  assert.equal(check.Data.ClaimedBy, '张伟')
  assert.equal(check.Data.BillNo, made.Data.BillNo)
  const theirs = await record(approver)
  const again = await t.post('/expensecontrol/CostInvoice/SaveInvoice', { ...body, CostId: theirs }, { token: approver })
  assert.equal(again.Code, '4001')
  assert.match(again.Msg, /该发票已由张伟于\d{4}-\d{2}-\d{2} \d{2}:\d{2}录入（报销单BX\d+），不能重复报销/)
  // The same member on another cost of their own: refused too.
  const second = await record(employee)
  assert.equal((await t.post('/expensecontrol/CostInvoice/SaveInvoice', { ...body, CostId: second }, { token: employee })).Code, '4001')
  // Invoices of a cost on a bill are locked.
  assert.equal((await t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(mine, { InvoiceNo: '11111111' }), { token: employee })).Code, '4001')
})

test('a deleted cost releases its invoice', async () => {
  const token = await t.login(PHONE.employee)
  const a = await record(token)
  const body = invoice(a, { InvoiceNo: '22222222' })
  assert.equal((await t.post('/expensecontrol/CostInvoice/SaveInvoice', body, { token })).Code, '0000')
  assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: a }, { token })).Code, '0000')
  const b = await record(token)
  assert.equal((await t.post('/expensecontrol/CostInvoice/SaveInvoice', { ...body, CostId: b }, { token })).Code, '0000')
})

test('concurrent saves of one invoice: exactly one wins', async () => {
  const token = await t.login(PHONE.employee)
  const costs = await Promise.all([record(token), record(token), record(token), record(token)])
  const answers = await Promise.all(costs.map((c) => t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(c, { InvoiceNo: '33333333' }), { token })))
  assert.equal(answers.filter((a) => a.Code === '0000').length, 1)
  // 4001 when the winner committed before the check, 4009 when the unique index decided (issue 31, item 13).
  assert.ok(answers.every((a) => ['0000', '4001', '4009'].includes(a.Code)), answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
})

test('another enterprise cannot read, add to or delete invoices of a cost, and does not see the claim', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const costId = await record(employee)
  const saved = await t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(costId, { InvoiceNo: '44444444' }), { token: employee })
  assert.equal((await t.post('/expensecontrol/CostInvoice/GetInvoiceList', { CostId: costId }, { token: outsider })).Code, '4004')
  assert.equal((await t.post('/expensecontrol/CostInvoice/SaveInvoice', invoice(costId, { InvoiceNo: '55555555' }), { token: outsider })).Code, '4004')
  assert.equal((await t.post('/expensecontrol/CostInvoice/DeleteInvoice', { InvoiceId: saved.Data.InvoiceId }, { token: outsider })).Code, '4004')
  const check = await t.post('/expensecontrol/CostInvoice/CheckInvoice', { InvoiceCode: '031002000111', InvoiceNo: '44444444' }, { token: outsider })
  assert.equal(check.Data.Claimed, false)
})

test('Statistics/GetMyAccountBook: a year by month and by type; bad year 4000; only the caller\'s costs', async () => {
  const token = await t.login(PHONE.manager)
  await record(token, { AmountFen: 5000, CostDate: '2025-03-02' })
  await record(token, { AmountFen: 7000, CostDate: '2025-03-20', CostTypeId: '18004' })
  await record(token, { AmountFen: 1000, CostDate: '2025-12-31' })
  const r = await t.post('/expensecontrol/Statistics/GetMyAccountBook', { Year: 2025 }, { token })
  assert.equal(r.Code, '0000', r.Msg)
  assert.equal(r.Data.TotalFen, 13000)
  assert.equal(r.Data.ByMonth.length, 12)
  assert.equal(r.Data.ByMonth[2].AmountFen, 12000)
  assert.equal(r.Data.ByMonth[11].AmountFen, 1000)
  assert.deepEqual(r.Data.ByType, [{ CostTypeName: '餐饮费', AmountFen: 7000 }, { CostTypeName: '交通费', AmountFen: 6000 }])
  assert.equal((await t.post('/expensecontrol/Statistics/GetMyAccountBook', { Year: 'x' }, { token })).Code, '4000')
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/expensecontrol/Statistics/GetMyAccountBook', { Year: 2025 }, { token: outsider })).Data.TotalFen, 0)
})
