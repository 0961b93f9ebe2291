import type { InvoiceTitle } from '@api/invoice'
import { applyBody, applyFormError, selectedTotal, type ApplyForm } from './applyForm'

const company: InvoiceTitle = {
  TitleId: '1', TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43',
  BankName: '', BankAccount: '', RegisteredAddress: '', RegisteredPhone: '', IsDefault: true,
}
const full: InvoiceTitle = { ...company, TitleId: '2', BankName: '招行', BankAccount: '62258888', RegisteredAddress: '上海', RegisteredPhone: '021-1' }
const personal: InvoiceTitle = { ...company, TitleId: '3', TitleType: 'personal', Title: '王芳', TaxNo: '' }
const titles = [company, full, personal]
const form: ApplyForm = { orderNos: ['F1', 'T2'], titleId: '1', kind: 'normal', medium: 'electronic', email: 'a@b.cn', receiver: '', phone: '', address: '' }

describe('applyFormError', () => {
  it.each([
    [{}, null],
    [{ orderNos: [] }, '请选择要开票的订单'],
    [{ titleId: null }, '请选择发票抬头'],
    [{ kind: 'special' }, '开具专用发票需在抬头中填写开户银行、银行账号、注册地址和注册电话'],
    [{ kind: 'special', titleId: '2' }, null],
    [{ kind: 'special', titleId: '3' }, '个人抬头不能开具增值税专用发票'],
    [{ email: 'nope' }, '请填写正确的接收邮箱'],
    [{ medium: 'paper' }, '请填写收件人'],
    [{ medium: 'paper', receiver: '王芳', phone: '123' }, '请填写正确的收件人手机号'],
    [{ medium: 'paper', receiver: '王芳', phone: '13800000003' }, '请填写收件地址'],
    [{ medium: 'paper', receiver: '王芳', phone: '13800000003', address: '上海市' }, null],
  ] as [Partial<ApplyForm>, string | null][])('%j -> %s', (patch, expected) => expect(applyFormError({ ...form, ...patch }, titles)).toBe(expected))
})

describe('applyBody and selectedTotal', () => {
  it('sends the e-mail or the mailing address by medium', () => {
    expect(applyBody(form)).toEqual({ OrderNos: ['F1', 'T2'], TitleId: '1', Kind: 'normal', Medium: 'electronic', Email: 'a@b.cn' })
    expect(applyBody({ ...form, medium: 'paper', receiver: ' 王芳 ', phone: '13800000003', address: '上海' })).toEqual({
      OrderNos: ['F1', 'T2'], TitleId: '1', Kind: 'normal', Medium: 'paper', Mailing: { Receiver: '王芳', Phone: '13800000003', Address: '上海' },
    })
  })
  it('adds the selected orders only', () => {
    const orders = [
      { OrderNo: 'F1', ProductType: 5, Title: '', Description: '', TravelDate: '2026-10-01', AmountFen: 96000 },
      { OrderNo: 'T2', ProductType: 6, Title: '', Description: '', TravelDate: '2026-10-04', AmountFen: 79300 },
    ]
    expect(selectedTotal(orders, ['T2'])).toBe(79300)
    expect(selectedTotal(orders, ['F1', 'T2'])).toBe(175300)
    expect(selectedTotal(orders, [])).toBe(0)
  })
})
