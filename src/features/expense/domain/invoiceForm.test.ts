import { invoiceFormError, totalFenOf, type InvoiceFields } from './invoiceForm'

const ok: InvoiceFields = { typeCode: '10', invoiceCode: '031002000111', invoiceNo: '64829173', invoiceDate: '2026-11-20', amountText: '100', taxText: '6' }

describe('invoiceFormError', () => {
  test.each<[Partial<InvoiceFields>, string]>([
    [{}, ''],
    [{ invoiceCode: '', invoiceNo: '24312000000098765432' }, ''],
    [{ taxText: '' }, ''],
    [{ typeCode: '' }, '请选择发票类型'],
    [{ invoiceCode: '123' }, '发票代码应为10或12位数字（全电发票不填）'],
    [{ invoiceNo: '123' }, '发票号码应为8位数字'],
    [{ invoiceCode: '', invoiceNo: '123' }, '全电发票号码应为20位数字'],
    [{ invoiceDate: '' }, '请选择开票日期'],
    [{ invoiceDate: '2026-11-25' }, '开票日期不能晚于今天'],
    [{ amountText: 'x' }, '请输入正确的金额（不含税）'],
    [{ taxText: '1.234' }, '请输入正确的税额'],
    [{ amountText: '0', taxText: '0' }, '金额应大于0'],
    // issue 33: a tax larger than the amount (¥200 on ¥100) and a ¥0 amount carrying a tax
    [{ amountText: '100', taxText: '200' }, '税额不能大于金额，请核对'],
    [{ amountText: '0', taxText: '6' }, '金额应大于0'],
    [{ amountText: '100', taxText: '100' }, ''],
  ])('%j -> %s', (change, message) => {
    expect(invoiceFormError({ ...ok, ...change }, '2026-11-24')).toBe(message)
  })

  test('total of amount and tax', () => {
    expect(totalFenOf({ amountText: '100.5', taxText: '6.03' })).toBe(10653)
    expect(totalFenOf({ amountText: '100', taxText: '' })).toBe(10000)
    expect(totalFenOf({ amountText: '', taxText: '' })).toBeNull()
  })
})
