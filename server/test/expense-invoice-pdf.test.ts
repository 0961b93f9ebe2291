import assert from 'node:assert/strict'
import { test } from 'node:test'
import { NO_INVOICE_TEXT } from '../../domain/expense/invoiceText'
import { PHONE, assertEnvelope, setupFile } from './helper'
import { digitalInvoicePdf, textPdf } from './invoice-pdf-fixtures'

const t = setupFile({ orderJobs: false })
const IDENTIFY = '/expensecontrol/CostInvoice/IdentifyPdf'

function multipart(file: Buffer, name: string, type: string) {
  const boundary = '----tripwise-invoice-pdf'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function identify(file: Buffer, token?: string, name = 'invoice.pdf', type = 'application/pdf') {
  const { payload, headers } = multipart(file, name, type)
  return assertEnvelope(await t.app.inject({ method: 'POST', url: IDENTIFY, payload, headers: { ...headers, ...(token ? { token } : {}) } }))
}

test('a 全电发票 PDF: its printed fields come back with the enterprise duplicate check, and only its own enterprise sees the claim', async () => {
  const employee = await t.login(PHONE.employee)
  const pdf = digitalInvoicePdf({ no: '24312000000011112222' })
  const read = await identify(pdf, employee)
  assert.equal(read.Code, '0000', read.Msg)
  assert.deepEqual(read.Data, {
    TypeCode: '32', TypeName: '电子发票(普通发票)', InvoiceCode: '', InvoiceNo: '24312000000011112222', InvoiceDate: '2026-11-21',
    AmountFen: 7921, TaxFen: 475, TotalFen: 8396, CheckCode: '', Digital: true,
    BuyerName: '上海星途信息科技有限公司', BuyerTaxNo: '91310000MA1FL4XK2T', SellerName: '杭州西湖出租汽车有限公司', SellerTaxNo: '913301007042345678',
    Claim: { Claimed: false, ClaimedBy: '', ClaimedAt: '', BillNo: '' },
  })

  // The member saves it on a cost; the next reader in the enterprise hears who has it.
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 8396, CostDate: '2026-11-21', CityName: '杭州', Remark: '打车', Attachments: [] }, { token: employee })
  assert.equal(cost.Code, '0000', cost.Msg)
  const { TypeCode, InvoiceCode, InvoiceNo, InvoiceDate, AmountFen, TaxFen, CheckCode } = read.Data
  const saved = await t.post('/expensecontrol/CostInvoice/SaveInvoice', { CostId: cost.Data.CostId, TypeCode, InvoiceCode, InvoiceNo, InvoiceDate, AmountFen, TaxFen, CheckCode, Source: 'qr' }, { token: employee })
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.equal(saved.Data.Coverage, 'match')

  const again = await identify(pdf, await t.login(PHONE.approver))
  assert.equal(again.Code, '0000', again.Msg)
  assert.equal(again.Data.Claim.Claimed, true)
  assert.equal(again.Data.Claim.ClaimedBy, '张伟')

  const otherEnterprise = await identify(pdf, await t.login(PHONE.employeeB))
  assert.equal(otherEnterprise.Code, '0000', otherEnterprise.Msg)
  assert.equal(otherEnterprise.Data.Claim.Claimed, false)
})

test('a file that is not a PDF, a broken PDF, no file at all: 4000 in Chinese', async () => {
  const token = await t.login(PHONE.employee)
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])
  const notPdf = await identify(png, token, 'invoice.pdf')
  assert.deepEqual([notPdf.Code, notPdf.Msg], ['4000', '请选择PDF格式的发票文件'])
  const broken = await identify(Buffer.from('%PDF-1.7\nthis is not the rest of a PDF'), token)
  assert.deepEqual([broken.Code, broken.Msg], ['4000', '无法读取该PDF文件，请确认文件完整且未加密'])
  const json = await t.post(IDENTIFY, { file: 'x' }, { token })
  assert.deepEqual([json.Code, json.Msg], ['4000', '请选择PDF发票文件'])
  const big = await identify(Buffer.concat([digitalInvoicePdf(), Buffer.alloc(5 * 1024 * 1024)]), token)
  assert.deepEqual([big.Code, big.Msg], ['4000', 'PDF文件不能超过5MB'])
})

test('a PDF without an invoice in its text, or with amounts that do not add up: 4001 with the reason', async () => {
  const token = await t.login(PHONE.employee)
  const notice = await identify(textPdf([{ text: '会议通知', x: 40, y: 380 }, { text: '时间：2026年11月21日 14:00', x: 40, y: 360 }]), token)
  assert.deepEqual([notice.Code, notice.Msg], ['4001', NO_INVOICE_TEXT])
  const empty = await identify(textPdf([]), token)
  assert.deepEqual([empty.Code, empty.Msg], ['4001', NO_INVOICE_TEXT])
  const wrong = await identify(digitalInvoicePdf({ tax: '5.75' }), token)
  assert.deepEqual([wrong.Code, wrong.Msg], ['4001', '发票金额与价税合计不一致，请手工录入'])
  const future = await identify(digitalInvoicePdf({ date: '2099年01月01日' }), token)
  assert.deepEqual([future.Code, future.Msg], ['4001', '开票日期晚于今天，请确认发票'])
})

test('IdentifyPdf needs a signed-in member', async () => {
  const answer = await identify(digitalInvoicePdf())
  assert.equal(answer.Code, '8000')
})

test('malformed requests answer an envelope in Chinese, never a 5xx', async () => {
  const token = await t.login(PHONE.employee)
  for (const [type, payload] of [
    ['multipart/form-data; boundary=x', '{"file":"x"}'],
    ['multipart/form-data', '--x\r\n'],
    ['text/plain', 'hello'],
    ['application/json', '{"file":'],
    ['application/pdf', '%PDF-1.7'],
  ]) {
    const answer = assertEnvelope(await t.app.inject({ method: 'POST', url: IDENTIFY, payload, headers: { 'content-type': type, token } }))
    assert.notEqual(answer.Code, '0000', type)
    assert.match(answer.Msg, /[\u4e00-\u9fa5]/, type)
  }
})

test('a 数电 railway ticket PDF reads as one (fare = total, railway VAT inside); saved, its invoice answers its deductible VAT (issue 33)', async () => {
  const employee = await t.login(PHONE.employee)
  const no = `2633${String(Date.now()).slice(-13)}123`
  const pdf = textPdf([
    { text: '电子发票（铁路电子客票）', x: 200, y: 400 },
    { text: `发票号码:${no}`, x: 40, y: 370 },
    { text: '开票日期:2026年11月20日', x: 320, y: 370 },
    { text: '南京南 站 G7575 常州 站', x: 40, y: 330 },
    { text: '票价: ￥56.00', x: 40, y: 300 },
    { text: '购买方名称:上海星途信息科技有限公司', x: 40, y: 260 },
    { text: '统一社会信用代码:91310000MA1FL4XK22', x: 320, y: 260 },
  ])
  const read = await identify(pdf, employee)
  assert.equal(read.Code, '0000', read.Msg)
  assert.deepEqual([read.Data.TypeCode, read.Data.TypeName, read.Data.InvoiceNo, read.Data.AmountFen, read.Data.TaxFen, read.Data.TotalFen], ['51', '电子发票(铁路电子客票)', no, 5138, 462, 5600])
  assert.deepEqual([read.Data.BuyerName, read.Data.BuyerTaxNo], ['上海星途信息科技有限公司', '91310000MA1FL4XK22'])
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 5600, CostDate: '2026-11-20', CityName: '南京', Remark: '高铁', Attachments: [] }, { token: employee })
  const { TypeCode, InvoiceCode, InvoiceNo, InvoiceDate, AmountFen, TaxFen, CheckCode } = read.Data
  const saved = await t.post('/expensecontrol/CostInvoice/SaveInvoice', { CostId: cost.Data.CostId, TypeCode, InvoiceCode, InvoiceNo, InvoiceDate, AmountFen, TaxFen, CheckCode, Source: 'qr' }, { token: employee })
  assert.equal(saved.Code, '0000', saved.Msg)
  const list = await t.post('/expensecontrol/CostInvoice/GetInvoiceList', { CostId: cost.Data.CostId }, { token: employee })
  assert.deepEqual(list.Data.Items.map((i: { TypeName: string; DeductibleVatFen: number }) => [i.TypeName, i.DeductibleVatFen]), [['电子发票(铁路电子客票)', 462]])
  // The bill finance reads sums its invoices' deductible VAT.
  const bill = await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: '南京出差报销', Reason: '客户拜访', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: false }, { token: employee })
  assert.equal(bill.Code, '0000', bill.Msg)
  const detail = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: bill.Data.BillNo }, { token: employee })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.equal(detail.Data.DeductibleVatFen, 462)
})
