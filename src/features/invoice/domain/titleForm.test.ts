import { EMPTY_TITLE_FORM, submitBody, titleFormError, type TitleForm } from './titleForm'

const company: TitleForm = { ...EMPTY_TITLE_FORM, title: '星河智联科技有限公司', taxNo: '91350100M000100Y43' }

describe('titleFormError', () => {
  it.each([
    [{}, null],
    [{ title: ' ' }, '请填写单位名称'],
    [{ titleType: 'personal', title: '' }, '请填写个人姓名'],
    [{ titleType: 'personal', title: '张伟', taxNo: '' }, null],
    [{ taxNo: '' }, '请填写纳税人识别号'],
    [{ taxNo: '91350100M000100Y44' }, '纳税人识别号校验不通过，请核对'],
    [{ bankAccount: '6225 8888' }, null],
    [{ bankAccount: '62a5' }, '银行账号应为8-30位数字'],
    [{ title: '字'.repeat(101) }, '发票抬头不能超过100个字'],
  ] as [Partial<TitleForm>, string | null][])('%j -> %s', (patch, expected) => expect(titleFormError({ ...company, ...patch })).toBe(expected))
})

describe('submitBody', () => {
  it('normalizes a company title', () => {
    expect(submitBody({ ...company, taxNo: '91350100m000100y43 ', bankAccount: '6225 8888 0000', bankName: ' 招行 ' }, null)).toEqual({
      TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43', BankName: '招行', BankAccount: '622588880000',
      RegisteredAddress: '', RegisteredPhone: '', IsDefault: false,
    })
  })
  it('sends no company details for a personal title, and the id when editing', () => {
    expect(submitBody({ ...company, titleType: 'personal', title: '张伟' }, '300001')).toEqual({
      TitleId: '300001', TitleType: 'personal', Title: '张伟', TaxNo: '', IsDefault: false,
    })
  })
})
