import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile()

type Invoice = { InvoiceNo: string; TotalFen: number; TaxFen: number; Source: string; TypeName: string }

async function invoicesOf(token: string, CostId: string): Promise<Invoice[]> {
  const detail = await t.post('/expensecontrol/Expense/GetCostDetail', { CostId }, { token })
  assert.equal(detail.Code, '0000', detail.Msg)
  return detail.Data.Invoices
}

test('an imported order brings its invoice; deleted and imported again, the same invoice comes back', async () => {
  const token = await t.login(PHONE.employee)
  const orders = (await t.post('/expensecontrol/Expense/GetImportableOrders', {}, { token })).Data.Items
  const order = orders.find((o: { ProductName: string; Title: string }) => o.ProductName === '火车票' && o.Title.includes('G6'))
  assert.ok(order, JSON.stringify(orders))
  const imported = await t.post('/expensecontrol/Expense/ImportOrders', { OrderNos: [order.OrderNo] }, { token })
  assert.equal(imported.Code, '0000', imported.Msg)
  const invoices = await invoicesOf(token, imported.Data.CostIds[0])
  assert.equal(invoices.length, 1)
  assert.equal(invoices[0].TotalFen, order.AmountFen)
  assert.equal(invoices[0].Source, 'order')
  assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: imported.Data.CostIds[0] }, { token })).Code, '0000')
  const back = await t.post('/expensecontrol/Expense/ImportOrders', { OrderNos: [order.OrderNo] }, { token })
  assert.equal(back.Code, '0000', back.Msg)
  assert.equal((await invoicesOf(token, back.Data.CostIds[0]))[0].InvoiceNo, invoices[0].InvoiceNo)
})

test('the drafted travel bill carries its orders’ invoices; an invoice is never claimed twice', async () => {
  const token = await t.login(PHONE.employee)
  const trip = (await t.post('/b2b/CustomerBill/GetTripsToReimburse', {}, { token })).Data.Items[0]
  const draft = await t.post('/b2b/CustomerBill/DraftTripReimbursement', { ApplyNo: trip.ApplyNo }, { token })
  assert.equal(draft.Code, '0000', draft.Msg)
  const bill = (await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: draft.Data.BillNo }, { token })).Data
  const fromOrders = bill.Costs.filter((c: { OrderNo: string }) => c.OrderNo)
  assert.equal(fromOrders.length, 3)
  for (const cost of fromOrders) {
    const invoices = await invoicesOf(token, cost.CostId)
    assert.equal(invoices.length, 1, cost.Remark)
    assert.equal(invoices[0].Source, 'order')
    assert.equal(invoices[0].TypeName, '电子发票(普通发票)')
    assert.equal(invoices[0].TotalFen, cost.AmountFen)
    assert.match(invoices[0].InvoiceNo, /^\d{20}$/)
  }
  const subsidy = bill.Costs.find((c: { OrderNo: string }) => !c.OrderNo)
  assert.deepEqual(await invoicesOf(token, subsidy.CostId), [])

  // The copied invoice is claimed: typing it on another cost is refused.
  const first = (await invoicesOf(token, fromOrders[0].CostId))[0]
  const other = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: first.TotalFen, CostDate: '2026-11-20', CityName: '上海', Remark: '重复', Attachments: [] }, { token })
  const again = await t.post('/expensecontrol/CostInvoice/SaveInvoice', {
    CostId: other.Data.CostId, TypeCode: '32', InvoiceCode: '', InvoiceNo: first.InvoiceNo, InvoiceDate: '2026-11-20',
    AmountFen: first.TotalFen - first.TaxFen, TaxFen: first.TaxFen, CheckCode: '', Source: 'manual',
  }, { token })
  assert.notEqual(again.Code, '0000')
  assert.match(again.Msg, /已被|重复/)
})

