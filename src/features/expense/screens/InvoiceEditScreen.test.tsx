import type { InvoiceListData } from '@api/expense'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import InvoiceEditScreen from './InvoiceEditScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const invoice = { InvoiceId: '7', CostId: '100001', TypeCode: '04', TypeName: '增值税普通发票', InvoiceCode: '3100201130', InvoiceNo: '28561234', InvoiceDate: '2026-11-20', AmountFen: 9434, TaxFen: 566, TotalFen: 10000, DeductibleVatFen: 0, CheckCode: '', Source: 'manual' as const }
const list = (over: Partial<InvoiceListData> = {}): InvoiceListData => ({ Items: [invoice], CostAmountFen: 12000, Coverage: 'short', CoverageText: '发票金额比费用少¥20.00', ...over })

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['expenseControl/editInvoice', 'bill/invoiceIdentify']))
afterEach(() => jest.restoreAllMocks())

async function mount(table: Record<string, unknown>) {
  const fake = fakeRoot({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, ...table })
  await mountWith(fake.root, <InvoiceEditScreen routeId='expenseControl/editInvoice' query={{ costId: '100001' }} />)
  return fake
}

describe('InvoiceEditScreen', () => {
  it('shows the invoices of the cost with the cross-check and opens recognition', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ 'expensecontrol/CostInvoice/GetInvoiceList': list() })
    await waitForText('费用金额 ¥120.00 · 发票金额比费用少¥20.00')
    expect(bodyText()).toContain('3100201130 / 28561234')
    await clickText('扫码识别')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/invoiceIdentify?costId=100001' })
  })

  it('adds an invoice by hand; a wrong number is explained before anything is sent', async () => {
    const fake = await mount({
      'expensecontrol/CostInvoice/GetInvoiceList': list({ Items: [], Coverage: 'none', CoverageText: '未添加发票' }),
      'expensecontrol/CostInvoice/SaveInvoice': { InvoiceId: '8', Coverage: 'match', CoverageText: '发票金额与费用一致' },
    })
    await waitForText('未添加发票')
    await typeIntoField('.invoice-form__code', '031002000111')
    await typeIntoField('.invoice-form__no', '123')
    await clickText('保存发票')
    await waitForText('发票号码应为8位数字')
    expect(fake.calls.some((c) => c.path === 'CostInvoice/SaveInvoice')).toBe(false)
    await typeIntoField('.invoice-form__no', '64829173')
    await typeIntoField('.invoice-form__amount', '113.21')
    await typeIntoField('.invoice-form__tax', '6.79')
    await waitForText('价税合计 ¥120.00')
    // the date picker: the form refuses without a date
    await clickText('保存发票')
    await waitForText('请选择开票日期')
  })

  it('edits an invoice by tapping it and shows a refusal', async () => {
    const fake = await mount({ 'expensecontrol/CostInvoice/GetInvoiceList': list(), 'expensecontrol/CostInvoice/SaveInvoice': fail('该费用已关联报销单，不能修改发票', '4001') })
    await clickTextWhenShown('增值税普通发票')
    await waitForText('修改发票')
    await clickText('保存发票')
    await waitForText('该费用已关联报销单，不能修改发票')
    expect(fake.calls.find((c) => c.path === 'CostInvoice/SaveInvoice')?.body).toMatchObject({ InvoiceId: '7', AmountFen: 9434, TaxFen: 566, Source: 'manual' })
    await flush()
  })

  it('shows the load error with retry', async () => {
    let attempts = 0
    await mount({ 'expensecontrol/CostInvoice/GetInvoiceList': () => (++attempts === 1 ? fail('费用不存在', '4004') : list()) })
    await waitForText('费用不存在')
    await clickText('重试')
    await waitForText('发票金额比费用少¥20.00')
  })
})

async function clickTextWhenShown(text: string) {
  await waitForText(text)
  await clickText(text)
}
