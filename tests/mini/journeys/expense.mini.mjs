// A reimbursement bill in the mini-program (the browser version: tests/e2e/expense-journey.e2e.mjs): the employee
// records two costs, one with an invoice photo taken with the platform's chooseImage and sent with its
// uploadFile, makes a bill of them and submits it for approval.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fixture, openMini, shanghaiDay, TARGET } from '../lib/journey.mjs'
import { logIn } from '../lib/members.mjs'

const mini = await openMini()
// Remarks of this run only (a server kept from an earlier run may list older costs).
const tag = `${TARGET}${Date.now().toString(36).slice(-4)}`
const title = `${tag} 小程序报销`

async function recordCost({ type, yuan, remark, photo, firstOfMonth }) {
  await mini.open('/pages/expenseControl/editCost')
  await mini.tap(type, { within: { selector: '.expense__chip', has: [type] } })
  if (firstOfMonth) {
    // The date is chosen on the app's own sheet (src/ui/DateTimePicker: a picker-view of year, month and day, the
    // same on both clients): the day column moved to its first row, the 1st of the month, then 确定.
    await mini.tap({ selector: '.cost-form__date' })
    const view = await mini.waitFor(() => mini.select('picker-view')[0], 'the date sheet')
    const [year, month] = view.attrs.value
    await mini.change('picker-view', [year, month, 0])
    await mini.tap('确定', { exact: true })
    await mini.expectText(`${shanghaiDay(0).slice(0, 8)}01`)
  }
  await mini.fill('请输入金额', yuan)
  await mini.fill('消费城市（选填）', '上海')
  await mini.fill('费用说明（选填）', remark)
  if (photo) {
    mini.host.device.chosen.push({ path: fixture('invoice.png'), type: 'image/png' })
    await mini.tap({ selector: '.expense__add-image' })
    await mini.waitFor(() => mini.exists('.expense__image'), 'the invoice photo is shown')
    await mini.expectText('发票照片（1/9）')
  }
  await mini.tap('保存', { exact: true })
  await mini.expectRoute('pages/expenseControl/costList')
}

test(`${TARGET}: the employee records two costs, one with an invoice photo from the camera`, async () => {
  await logIn(mini, '13800000001')
  await recordCost({ type: '交通费', yuan: '86.5', remark: `${tag}机场打车`, photo: true, firstOfMonth: true })
  assert.ok(mini.host.calls.some((c) => c.name === 'chooseImage'), 'the photo came from chooseImage')
  assert.ok(mini.host.calls.some((c) => c.name === 'uploadFile'), 'and went up with uploadFile')
  const first = await mini.waitFor(() => mini.textIn({ selector: '.cost-card', has: [`${tag}机场打车`] }), 'the first cost is listed')
  assert.ok(first.includes(`${shanghaiDay(0).slice(0, 8)}01`), `the picked date is kept: ${first}`)
  await recordCost({ type: '住宿费', yuan: '350', remark: `${tag}酒店住宿` })
  await mini.waitFor(() => mini.textIn({ selector: '.cost-card', has: [`${tag}酒店住宿`] }), 'the second cost is listed')
})

test(`${TARGET}: makes a reimbursement bill of them and submits it for approval`, async () => {
  await mini.open('/pages/expenseControl/CreateReimbursementBill')
  await mini.fill({ selector: '.bill-form__title' }, title)
  await mini.tap(`${tag}机场打车`, { within: { selector: '.cost-card', has: [`${tag}机场打车`] } })
  await mini.tap(`${tag}酒店住宿`, { within: { selector: '.cost-card', has: [`${tag}酒店住宿`] } })
  await mini.expectText('已选 2 笔，合计 ¥436.50')
  await mini.tap('提交审批', { exact: true })
  await mini.expectRoute('pages/expenseControl/ReimbursementBillDetail')
  await mini.waitFor(() => mini.textIn({ selector: '.bill-detail__status', has: ['审批中'] }), 'the bill waits for approval')
  assert.match(mini.query.billNo ?? '', /^BX\d+$/)
  await mini.expectText(title, '¥436.50')
})
