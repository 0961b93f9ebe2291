// A PDF invoice in the mini-program (decision 0470): H5 reads it with pdf.js; the mini-programs cannot render a PDF,
// so the member picks the file with the platform's own picker (WeChat: a chat's file, chooseMessageFile; DingTalk:
// dd.chooseFile where the client has it, else a note), the app sends it with uploadFile and the server reads its
// printed text. The file is a 全电发票 as the tax platform prints it (tests/mini/fixtures/invoice.pdf, made by
// server/test/invoice-pdf-fixtures.ts's digitalInvoicePdf()); the server reads the bytes the picker handed over.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { fixture, openMini, shanghaiDay, TARGET } from '../lib/journey.mjs'
import { apiAs, logIn } from '../lib/members.mjs'

const mini = await openMini()
const PDF = fixture('invoice.pdf')
const INVOICE_NO = '24312000000098765432' // digitalInvoicePdf()'s defaults: 79.21 + 4.75 = 83.96
const HINT = { weapp: '从微信聊天记录中选择PDF发票（可先将发票发送到文件传输助手）', dd: '从手机文件中选择PDF发票' }[TARGET]
let costId

test(`${TARGET}: a PDF invoice picked with the platform's picker is read by the server and saved on the cost`, async () => {
  await logIn(mini, '13800000004')
  const type = (await apiAs(mini, '/expensecontrol/Expense/GetCostTypeList', {})).Items.find((t) => t.Name === '交通费')
  costId = (await apiAs(mini, '/expensecontrol/Expense/SaveCost', { CostTypeId: type.CostTypeId, AmountFen: 8396, CostDate: shanghaiDay(0), CityName: '杭州', Remark: `${TARGET} 出租车`, Attachments: [] })).CostId

  await mini.open(`/pages/bill/invoiceIdentify?costId=${costId}`)
  await mini.expectText('选择PDF发票', HINT)
  await mini.expectNoText('当前钉钉版本无法选择文件')
  mini.host.device.chosen.push({ path: PDF, type: 'application/pdf' })
  await mini.tap('选择PDF发票', { exact: true })
  await mini.expectToast('识别成功，请核对')

  // The platform's picker, then the upload of the very file it answered.
  const picker = TARGET === 'weapp' ? 'chooseMessageFile' : 'chooseFile'
  const picked = mini.host.calls.find((c) => c.name === picker)
  assert.ok(picked, `${picker} was asked`)
  if (TARGET === 'weapp') assert.deepEqual({ type: picked.options.type, extension: [...picked.options.extension] }, { type: 'file', extension: ['pdf'] })
  const upload = mini.host.calls.find((c) => c.name === 'uploadFile')
  assert.match(upload.options.url, /\/expensecontrol\/CostInvoice\/IdentifyPdf$/)
  const sent = mini.host.files.get(upload.options.filePath)
  assert.ok(sent, `the upload sends the picked file (${upload.options.filePath})`)
  assert.deepEqual(readFileSync(sent.path), readFileSync(PDF))

  // Every field from the printed text, the tax included; the seller and buyer under the form.
  assert.equal(await mini.valueOf('8位；全电发票20位'), INVOICE_NO)
  assert.equal(await mini.valueOf('请输入金额'), '79.21')
  assert.equal(await mini.valueOf('无税额可不填'), '4.75')
  await mini.expectText('杭州西湖出租汽车有限公司', '上海星途信息科技有限公司')
  await mini.tap('保存到费用', { exact: true })
  await mini.expectToast('发票已保存')
  const saved = (await apiAs(mini, '/expensecontrol/CostInvoice/GetInvoiceList', { CostId: costId })).Items
  assert.deepEqual(saved.map((i) => i.InvoiceNo), [INVOICE_NO])
  assert.deepEqual(mini.host.errors, [])
})

if (TARGET === 'dd') {
  test('dd: a DingTalk client without dd.chooseFile says how to send the PDF instead', async () => {
    delete mini.host.api.chooseFile
    await mini.open(`/pages/bill/invoiceIdentify?costId=${costId}`)
    await mini.expectText('当前钉钉版本无法选择文件，请将PDF发票截图后从相册选择，或在网页版中上传PDF')
    await mini.expectNoText('选择PDF发票', HINT)
  })
}
