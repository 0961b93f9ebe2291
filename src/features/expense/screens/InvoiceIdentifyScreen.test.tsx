import type { SaveInvoiceRequest } from '@api/expense'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { qrImage } from '@test/expense/qrImage'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { imagePixels } from '../platform/imagePixels'
import { choosePdfFile, pdfPixels } from '../platform/pdfPixels'
import InvoiceIdentifyScreen from './InvoiceIdentifyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())
jest.mock('../platform/imagePixels', () => ({ imagePixels: jest.fn() }))
jest.mock('../platform/pdfPixels', () => ({ choosePdfFile: jest.fn(), pdfPixels: jest.fn() }))
jest.mock('../platform/loadPdfReader', () => ({ loadPdfReader: async () => jest.requireMock('../platform/pdfPixels') }))

const TAXI = '01,10,031002000111,64829173,46.02,20261120,12345678901234567890,1F2E,'
const empty = { Items: [], CostAmountFen: 4740, Coverage: 'none', CoverageText: '未添加发票' }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['bill/invoiceIdentify', 'expenseControl/editInvoice']))
afterEach(() => jest.restoreAllMocks())

async function mount(table: Record<string, unknown>, image = qrImage(TAXI)) {
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:photo'], tempFiles: [], errMsg: 'ok' } as never)
  jest.mocked(imagePixels).mockResolvedValue(image)
  const fake = fakeRoot({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, 'expensecontrol/CostInvoice/GetInvoiceList': empty, ...table })
  await mountWith(fake.root, <InvoiceIdentifyScreen routeId='bill/invoiceIdentify' query={{ costId: '100001' }} />)
  return fake
}

describe('InvoiceIdentifyScreen', () => {
  it('on H5 reads a PDF invoice picked as a file (its first page rendered by pdf.js)', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    jest.mocked(choosePdfFile).mockResolvedValue(file as File)
    jest.mocked(pdfPixels).mockResolvedValue(qrImage(TAXI))
    const fake = await mount({ 'expensecontrol/CostInvoice/CheckInvoice': { Claimed: false, ClaimedBy: '', ClaimedAt: '', BillNo: '' } })
    await clickText('选择PDF发票')
    await waitForText('增值税电子普通发票')
    expect(pdfPixels).toHaveBeenCalledWith(file)
    expect(fake.toasts).toContain('识别成功，请核对')
    expect(bodyText()).not.toContain('小程序中无法从相册选择PDF发票')
  })

  it('reads the QR code of the photo, fills the fields and saves the invoice with the typed tax', async () => {
    const fake = await mount({
      'expensecontrol/CostInvoice/CheckInvoice': { Claimed: false, ClaimedBy: '', ClaimedAt: '', BillNo: '' },
      'expensecontrol/CostInvoice/SaveInvoice': { InvoiceId: '1', Coverage: 'match', CoverageText: '发票金额与费用一致' },
    })
    await clickText('拍照或从相册选择发票')
    await waitForText('增值税电子普通发票')
    expect(fake.toasts).toContain('识别成功，请核对')
    // Taro's input takes its value a moment after the form renders (slower on a cold, busy machine).
    const numberShown = () => (document.querySelector('.invoice-form__no input') as HTMLInputElement | null)?.value || bodyText()
    for (const started = Date.now(); !numberShown().includes('64829173') && Date.now() - started < 15_000; ) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(numberShown()).toContain('64829173')
    await typeIntoField('.invoice-form__tax', '1.38')
    await waitForText('¥47.40')
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await clickText('保存到费用')
    while (!fake.toasts.includes('发票已保存')) await flush(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/expenseControl/editInvoice?costId=100001' })
    const saved = fake.calls.find((c) => c.path === 'CostInvoice/SaveInvoice')?.body as SaveInvoiceRequest
    expect(saved).toMatchObject({ CostId: '100001', TypeCode: '10', InvoiceCode: '031002000111', InvoiceNo: '64829173', InvoiceDate: '2026-11-20', AmountFen: 4602, TaxFen: 138, Source: 'qr' })
  })

  it('warns at once when the invoice was claimed before, and does not offer to save', async () => {
    const fake = await mount({ 'expensecontrol/CostInvoice/CheckInvoice': { Claimed: true, ClaimedBy: '李娜', ClaimedAt: '2026-11-21T09:30:00+08:00', BillNo: 'BX2026112110001' } })
    await clickText('拍照或从相册选择发票')
    await waitForText('该发票已由李娜于2026-11-21 09:30录入（报销单BX2026112110001），不能重复报销')
    await clickText('保存到费用')
    expect(fake.calls.some((c) => c.path === 'CostInvoice/SaveInvoice')).toBe(false)
  })

  it('says so when the photo has no invoice code', async () => {
    await mount({}, { rgba: new Uint8ClampedArray(32 * 32 * 4).fill(255), width: 32, height: 32 })
    await clickText('拍照或从相册选择发票')
    await waitForText('未识别到发票二维码，请拍清晰、完整的发票')
  })

  it('keeps the fields when the server refuses the save', async () => {
    await mount({
      'expensecontrol/CostInvoice/CheckInvoice': { Claimed: false, ClaimedBy: '', ClaimedAt: '', BillNo: '' },
      'expensecontrol/CostInvoice/SaveInvoice': fail('该发票已被他人录入，不能重复报销', '4001'),
    })
    await clickText('拍照或从相册选择发票')
    await waitForText('增值税电子普通发票')
    await clickText('保存到费用')
    await waitForText('该发票已被他人录入，不能重复报销')
    expect(bodyText()).toContain('增值税电子普通发票')
  })

  it('shows the load error with retry', async () => {
    let attempts = 0
    await mount({ 'expensecontrol/CostInvoice/GetInvoiceList': () => (++attempts === 1 ? fail('费用不存在', '4004') : empty) })
    await waitForText('费用不存在')
    await clickText('重试')
    await waitForText('拍照或从相册选择发票')
  })
})
