import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const URL = {
  orders: '/tripwise-m-api/member/invoice/orders',
  save: '/tripwise-m-api/member/invoice/save',
  page: '/tripwise-m-api/member/invoice/page',
  detail: '/tripwise-m-api/member/invoice/detail',
  withdraw: '/tripwise-m-api/member/invoice/delete',
  title: '/b2b/Customer/SubmitInvoiceTitleInfo',
}
const COMPANY = { TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43' }
let reqNo = 0
const headers = () => ({ reqId: `invoice-apply-${(reqNo += 1)}` })

/** Each test starts with 王芳's two seeded completed orders free to invoice. */
async function financeWithTitle(extra: object = {}) {
  await t.app.db.query('delete from invoice_application_orders')
  await t.app.db.query('delete from invoice_applications')
  const token = await t.login(PHONE.finance)
  const title = await t.post(URL.title, { ...COMPANY, ...extra }, { token, headers: headers() })
  assert.equal(title.Code, '0000', title.Msg)
  const orders = await t.post(URL.orders, {}, { token })
  return { token, titleId: title.Data.TitleId as string, orderNos: orders.Data.Orders.map((o: { OrderNo: string }) => o.OrderNo) as string[] }
}

describe('invoice applications', () => {
  test('need a login', async () => {
    await assertAuthRequired(t, URL.orders, {})
    await assertAuthRequired(t, URL.page, { PageIndex: 1, PageSize: 10 })
  })

  test('two completed orders in one electronic application; they cannot be invoiced again; withdrawing frees them', async () => {
    const { token, titleId, orderNos } = await financeWithTitle()
    assert.equal(orderNos.length, 2)
    assert.equal((await t.post(URL.page, { PageIndex: 1, PageSize: 10 }, { token })).Code, '2000')
    const body = { OrderNos: orderNos, TitleId: titleId, Kind: 'normal', Medium: 'electronic', Email: 'wangfang@example.com' }
    const applied = await t.post(URL.save, body, { token, headers: headers() })
    assert.equal(applied.Code, '0000', applied.Msg)
    assert.equal(applied.Data.AmountFen, 96000 + 79300)
    assert.match(applied.Data.ApplyNo, /^FP\d{18}$/)
    assert.equal((await t.post(URL.orders, {}, { token })).Code, '2000')
    const again = await t.post(URL.save, body, { token, headers: headers() })
    assert.equal(again.Code, '4009')
    assert.match(again.Msg, /不可开票或已申请过发票/)
    const detail = await t.post(URL.detail, { ApplyNo: applied.Data.ApplyNo }, { token })
    assert.equal(detail.Data.OrderCount, 2)
    assert.equal(detail.Data.Orders.length, 2)
    assert.deepEqual([detail.Data.Title, detail.Data.TaxNo, detail.Data.Email, detail.Data.StatusName], ['星河智联科技有限公司', '91350100M000100Y43', 'wangfang@example.com', '已申请'])
    const page = await t.post(URL.page, { PageIndex: 1, PageSize: 10 }, { token })
    assert.equal(page.Data.Total, 1)
    assert.equal((await t.post(URL.withdraw, { ApplyNo: applied.Data.ApplyNo }, { token })).Code, '0000')
    assert.equal((await t.post(URL.withdraw, { ApplyNo: applied.Data.ApplyNo }, { token })).Code, '4001')
    assert.equal((await t.post(URL.orders, {}, { token })).Data.Orders.length, 2)
    const paper = await t.post(URL.save, { ...body, Medium: 'paper', Email: undefined, Mailing: { Receiver: '王芳', Phone: '13800000003', Address: '上海市浦东新区世纪大道100号' } }, { token, headers: headers() })
    assert.equal(paper.Code, '0000', paper.Msg)
    assert.deepEqual((await t.post(URL.detail, { ApplyNo: paper.Data.ApplyNo }, { token })).Data.Mailing, { Receiver: '王芳', Phone: '13800000003', Address: '上海市浦东新区世纪大道100号' })
  })

  test('bad input: clear messages, nothing kept', async () => {
    const { token, titleId, orderNos } = await financeWithTitle()
    const body = { OrderNos: orderNos, TitleId: titleId, Kind: 'normal', Medium: 'electronic', Email: 'wangfang@example.com' }
    assert.equal((await t.post(URL.save, { ...body, Email: 'nope' }, { token, headers: headers() })).Msg, '请填写正确的接收邮箱')
    assert.equal((await t.post(URL.save, { ...body, Medium: 'paper' }, { token, headers: headers() })).Msg, '请填写收件人')
    assert.equal((await t.post(URL.save, { ...body, OrderNos: [] }, { token, headers: headers() })).Msg, '请选择订单号')
    assert.equal((await t.post(URL.save, { ...body, Kind: 'special' }, { token, headers: headers() })).Msg, '开具专用发票需在抬头中填写开户银行、银行账号、注册地址和注册电话')
    assert.equal((await t.post(URL.save, { ...body, OrderNos: ['F000'] }, { token, headers: headers() })).Code, '4009')
    assert.equal((await t.post(URL.orders, {}, { token })).Data.Orders.length, 2)
  })

  test("another member's orders, titles and applications are refused", async () => {
    const owner = await financeWithTitle()
    const applied = await t.post(URL.save, { OrderNos: owner.orderNos.slice(0, 1), TitleId: owner.titleId, Kind: 'normal', Medium: 'electronic', Email: 'a@b.cn' }, { token: owner.token, headers: headers() })
    assert.equal(applied.Code, '0000', applied.Msg)
    for (const phone of [PHONE.employee, PHONE.employeeB]) {
      const token = await t.login(phone)
      const own = await t.post(URL.title, COMPANY, { token, headers: headers() })
      assert.equal((await t.post(URL.save, { OrderNos: owner.orderNos.slice(1), TitleId: own.Data.TitleId, Kind: 'normal', Medium: 'electronic', Email: 'a@b.cn' }, { token, headers: headers() })).Code, '4009')
      assert.equal((await t.post(URL.save, { OrderNos: owner.orderNos.slice(1), TitleId: owner.titleId, Kind: 'normal', Medium: 'electronic', Email: 'a@b.cn' }, { token, headers: headers() })).Code, '4004')
      assert.equal((await t.post(URL.detail, { ApplyNo: applied.Data.ApplyNo }, { token })).Code, '4004')
      assert.equal((await t.post(URL.withdraw, { ApplyNo: applied.Data.ApplyNo }, { token })).Code, '4004')
    }
  })
})
