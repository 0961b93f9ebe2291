import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const URL = {
  list: '/b2b/Customer/GetInvoiceTitleList',
  info: '/b2b/Customer/GetInvoiceTitleInfo',
  submit: '/b2b/Customer/SubmitInvoiceTitleInfo',
  del: '/b2b/Customer/DelInvoiceTitleInfo',
}
const COMPANY = { TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43', BankName: '招商银行上海分行', BankAccount: '6225 8888 0000 1234' }
let reqNo = 0
const submit = (body: object, token: string) => t.post(URL.submit, body, { token, headers: { reqId: `invoice-title-${(reqNo += 1)}` } })

describe('invoice titles', () => {
  test('need a login', async () => {
    await assertAuthRequired(t, URL.list, {})
  })

  test('add, list (first is the default), read, edit, delete', async () => {
    const token = await t.login(PHONE.employee)
    assert.equal((await t.post(URL.list, {}, { token })).Code, '2000')
    const added = await submit({ ...COMPANY, TaxNo: ' 91350100m000100y43 ' }, token)
    assert.equal(added.Code, '0000', added.Msg)
    const personal = await submit({ TitleType: 'personal', Title: '张伟', TaxNo: 'ignored', BankName: 'x' }, token)
    assert.equal(personal.Code, '0000', personal.Msg)
    const list = await t.post(URL.list, {}, { token })
    assert.deepEqual(list.Data.Titles.map((x: { Title: string; IsDefault: boolean }) => [x.Title, x.IsDefault]), [['星河智联科技有限公司', true], ['张伟', false]])
    const info = await t.post(URL.info, { TitleId: added.Data.TitleId }, { token })
    assert.equal(info.Data.TaxNo, '91350100M000100Y43')
    assert.equal(info.Data.BankAccount, '6225888800001234')
    const person = await t.post(URL.info, { TitleId: personal.Data.TitleId }, { token })
    assert.deepEqual([person.Data.TaxNo, person.Data.BankName], ['', ''])
    assert.equal((await submit({ TitleId: personal.Data.TitleId, TitleType: 'personal', Title: '张伟', TaxNo: '', IsDefault: true }, token)).Code, '0000')
    const after = await t.post(URL.list, {}, { token })
    assert.deepEqual(after.Data.Titles.map((x: { Title: string; IsDefault: boolean }) => [x.Title, x.IsDefault]), [['张伟', true], ['星河智联科技有限公司', false]])
    assert.equal((await t.post(URL.del, { TitleId: added.Data.TitleId }, { token })).Code, '0000')
    assert.equal((await t.post(URL.info, { TitleId: added.Data.TitleId }, { token })).Code, '4004')
    assert.equal((await t.post(URL.del, { TitleId: added.Data.TitleId }, { token })).Code, '4004')
  })

  test('bad input: a clear Chinese message, nothing kept', async () => {
    const token = await t.login(PHONE.approver)
    assert.deepEqual(await submit({ ...COMPANY, TaxNo: '91350100M000100Y44' }, token), { Code: '4000', Msg: '纳税人识别号校验不通过，请核对', Data: null })
    assert.equal((await submit({ ...COMPANY, TaxNo: '' }, token)).Msg, '请填写纳税人识别号')
    assert.equal((await submit({ ...COMPANY, TaxNo: '12345' }, token)).Msg, '纳税人识别号应为15、18或20位字母或数字')
    assert.equal((await submit({ ...COMPANY, Title: '   ' }, token)).Msg, '请填写发票抬头')
    assert.equal((await submit({ ...COMPANY, TitleType: 'other' }, token)).Code, '4000')
    assert.equal((await submit({ ...COMPANY, TitleId: 'abc' }, token)).Code, '4000')
    assert.equal((await t.post(URL.list, {}, { token })).Code, '2000')
  })

  test("another member's or another enterprise's title is not found", async () => {
    const owner = await t.login(PHONE.employee)
    const added = await submit(COMPANY, owner)
    const colleague = await t.login(PHONE.approver)
    const outsider = await t.login(PHONE.employeeB)
    for (const token of [colleague, outsider]) {
      assert.equal((await t.post(URL.info, { TitleId: added.Data.TitleId }, { token })).Code, '4004')
      assert.equal((await t.post(URL.del, { TitleId: added.Data.TitleId }, { token })).Code, '4004')
      assert.equal((await submit({ ...COMPANY, TitleId: added.Data.TitleId, Title: '改名' }, token)).Code, '4004')
    }
    assert.equal((await t.post(URL.info, { TitleId: added.Data.TitleId }, { token: owner })).Data.Title, '星河智联科技有限公司')
  })

  test('the same reqId adds once', async () => {
    const token = await t.login(PHONE.dossenSale)
    const headers = { reqId: 'invoice-title-same-1' }
    const first = await t.post(URL.submit, COMPANY, { token, headers })
    const again = await t.post(URL.submit, COMPANY, { token, headers })
    assert.equal(first.Data.TitleId, again.Data.TitleId)
    assert.equal((await t.post(URL.list, {}, { token })).Data.Titles.length, 1)
  })
})
