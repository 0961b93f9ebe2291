import type { SaveInvoiceRequest } from '@api/expense'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { qrImage } from '@test/expense/qrImage'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { isH5Build } from '@/core/platform/env'
import { imagePixels } from '../platform/imagePixels'
import { loadPdfReader } from '../platform/loadPdfReader'
import { choosePdfFile, pdfPixels } from '../platform/pdfPixels'
import { canPickPdf, pickPdfFile } from '../platform/pickPdfFile'
import InvoiceIdentifyScreen from './InvoiceIdentifyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())
jest.mock('../platform/imagePixels', () => ({ imagePixels: jest.fn() }))
jest.mock('../platform/pdfPixels', () => ({ choosePdfFile: jest.fn(), pdfPixels: jest.fn(), withFileUrl: jest.fn((_file: Blob, use: (url: string) => Promise<unknown>) => use('blob:invoice-pdf')) }))
jest.mock('../platform/loadPdfReader', () => ({ loadPdfReader: jest.fn(async () => jest.requireMock('../platform/pdfPixels')) }))
jest.mock('../platform/pickPdfFile', () => ({ canPickPdf: jest.fn(() => true), pdfPickHint: jest.fn(() => '从微信聊天记录中选择PDF发票（可先将发票发送到文件传输助手）'), pickPdfFile: jest.fn() }))
jest.mock('@/core/platform/env', () => ({ ...jest.requireActual('@/core/platform/env'), isH5Build: jest.fn(() => true) }))

const TAXI = '01,10,031002000111,64829173,46.02,20261120,12345678901234567890,1F2E,'
const FREE = { Claimed: false, ClaimedBy: '', ClaimedAt: '', BillNo: '' }
// What CostInvoice/IdentifyPdf answers for a 全电发票 PDF (its printed text read on the server, decision 0470).
const PRINTED = {
  TypeCode: '32', TypeName: '电子发票(普通发票)', InvoiceCode: '', InvoiceNo: '24312000000098765432', InvoiceDate: '2026-11-21',
  AmountFen: 7921, TaxFen: 475, TotalFen: 8396, CheckCode: '', Digital: true,
  BuyerName: '上海星途信息科技有限公司', BuyerTaxNo: '91310000MA1FL4XK2T', SellerName: '杭州西湖出租汽车有限公司', SellerTaxNo: '913301007042345678',
  Claim: FREE,
}
const uploaded = (answer: object) =>
  jest.spyOn(Taro, 'uploadFile').mockResolvedValue({ data: JSON.stringify(answer), statusCode: 200, errMsg: 'ok' } as never)
/** The mini-programs: no pdf.js (loadPdfReader answers null), a file picked from a chat or the phone. */
function asMiniProgram(file: { path: string; name: string; size: number } | Error | null = { path: 'wxfile://tmp/invoice.pdf', name: '发票.pdf', size: 42_000 }) {
  jest.mocked(isH5Build).mockReturnValue(false)
  jest.mocked(loadPdfReader).mockResolvedValue(null)
  if (file instanceof Error) jest.mocked(pickPdfFile).mockRejectedValue(file)
  else jest.mocked(pickPdfFile).mockResolvedValue(file)
}
const empty = { Items: [], CostAmountFen: 4740, Coverage: 'none', CoverageText: '未添加发票' }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['bill/invoiceIdentify', 'expenseControl/editInvoice']))
afterEach(() => {
  jest.restoreAllMocks()
  jest.mocked(isH5Build).mockReturnValue(true)
  jest.mocked(canPickPdf).mockReturnValue(true)
  jest.mocked(loadPdfReader).mockImplementation(async () => jest.requireMock<typeof import('../platform/pdfPixels')>('../platform/pdfPixels'))
})

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

  it('in a mini-program sends the picked PDF to the server and fills every field, the tax included, then saves it', async () => {
    asMiniProgram()
    const upload = uploaded({ Code: '0000', Msg: '成功', Data: PRINTED })
    const fake = await mount({ 'expensecontrol/CostInvoice/SaveInvoice': { InvoiceId: '1', Coverage: 'match', CoverageText: '发票金额与费用一致' } })
    expect(bodyText()).toContain('从微信聊天记录中选择PDF发票')
    await clickText('选择PDF发票')
    await waitForText('销售方：杭州西湖出租汽车有限公司')
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'wxfile://tmp/invoice.pdf', name: 'file', url: expect.stringContaining('/expensecontrol/CostInvoice/IdentifyPdf') }))
    expect(bodyText()).toContain('电子发票(普通发票)')
    expect(fake.toasts).toContain('识别成功，请核对')
    expect(fake.calls.some((c) => c.path === 'CostInvoice/CheckInvoice')).toBe(false) // the answer carries the check
    await waitForText('¥83.96')
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await clickText('保存到费用')
    while (!fake.toasts.includes('发票已保存')) await flush(1)
    const saved = fake.calls.find((c) => c.path === 'CostInvoice/SaveInvoice')?.body as SaveInvoiceRequest
    expect(saved).toMatchObject({ TypeCode: '32', InvoiceCode: '', InvoiceNo: '24312000000098765432', InvoiceDate: '2026-11-21', AmountFen: 7921, TaxFen: 475, Source: 'qr' })
  })

  it('in a mini-program shows who claimed the PDF invoice before, and does not save it', async () => {
    asMiniProgram()
    uploaded({ Code: '0000', Msg: '成功', Data: { ...PRINTED, Claim: { Claimed: true, ClaimedBy: '李娜', ClaimedAt: '2026-11-21T09:30:00+08:00', BillNo: '' } } })
    const fake = await mount({})
    await clickText('选择PDF发票')
    await waitForText('该发票已由李娜于2026-11-21 09:30录入，不能重复报销')
    await clickText('保存到费用')
    expect(fake.calls.some((c) => c.path === 'CostInvoice/SaveInvoice')).toBe(false)
  })

  it('in a mini-program says what the server says of a PDF without an invoice, and of a file that is not a PDF', async () => {
    asMiniProgram()
    uploaded({ Code: '4001', Msg: '未在PDF中找到发票信息，请确认是增值税电子发票或全电发票的PDF', Data: null })
    await mount({})
    await clickText('选择PDF发票')
    await waitForText('未在PDF中找到发票信息，请确认是增值税电子发票或全电发票的PDF')
    expect(bodyText()).not.toContain('保存到费用')
    jest.mocked(pickPdfFile).mockRejectedValue(new Error('请选择PDF格式的发票文件'))
    await clickText('选择PDF发票')
    await waitForText('请选择PDF格式的发票文件')
  })

  it('in a mini-program keeps quiet when the member cancels the file picker, and says so when the upload fails', async () => {
    asMiniProgram(null)
    const upload = uploaded({})
    await mount({})
    await clickText('选择PDF发票')
    await flush(3)
    expect(upload).not.toHaveBeenCalled()
    expect(bodyText()).not.toContain('识别中')
    asMiniProgram()
    upload.mockRejectedValue(new Error('request:fail'))
    await clickText('选择PDF发票')
    await waitForText('PDF上传失败，请检查网络后重试')
  })

  it('in DingTalk without a file picker explains how else to add a PDF invoice', async () => {
    asMiniProgram()
    jest.mocked(canPickPdf).mockReturnValue(false)
    await mount({})
    expect(bodyText()).toContain('当前钉钉版本无法选择文件，请将PDF发票截图后从相册选择，或在网页版中上传PDF')
    expect(bodyText()).not.toContain('选择PDF发票')
  })

  it('on H5 falls back to the server reading the PDF when its page has no QR code', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    jest.mocked(choosePdfFile).mockResolvedValue(file as File)
    jest.mocked(pdfPixels).mockResolvedValue({ rgba: new Uint8ClampedArray(32 * 32 * 4).fill(255), width: 32, height: 32 })
    const upload = uploaded({ Code: '0000', Msg: '成功', Data: PRINTED })
    const fake = await mount({})
    await clickText('选择PDF发票')
    await waitForText('销售方：杭州西湖出租汽车有限公司')
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'blob:invoice-pdf' }))
    expect(fake.toasts).toContain('识别成功，请核对')
    expect(bodyText()).not.toContain('未识别到发票二维码')
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

  // Issue 33 (decision 0630): a 数电 code's amount is the 价税合计.
  it('reads a 数电 railway ticket as one: the fare split into amount and railway VAT, the deductible VAT shown, nothing typed', async () => {
    const fake = await mount({
      'expensecontrol/CostInvoice/CheckInvoice': FREE,
      'expensecontrol/CostInvoice/SaveInvoice': { InvoiceId: '1', Coverage: 'match', CoverageText: '发票金额与费用一致' },
    }, qrImage('01,51,,26339132621000219582,56.00,20261120,,219A'))
    await clickText('拍照或从相册选择发票')
    await waitForText('电子发票(铁路电子客票)')
    await waitForText('价税合计 ¥56.00')
    await waitForText('可抵扣进项税额 ¥4.62')
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await clickText('保存到费用')
    while (!fake.toasts.includes('发票已保存')) await flush(1)
    const saved = fake.calls.find((c) => c.path === 'CostInvoice/SaveInvoice')?.body as SaveInvoiceRequest
    expect(saved).toMatchObject({ TypeCode: '51', InvoiceCode: '', InvoiceNo: '26339132621000219582', AmountFen: 5138, TaxFen: 462 })
  })

  it('on another 数电 code keeps the QR total: the typed tax makes the amount before tax', async () => {
    const fake = await mount({
      'expensecontrol/CostInvoice/CheckInvoice': FREE,
      'expensecontrol/CostInvoice/SaveInvoice': { InvoiceId: '1', Coverage: 'match', CoverageText: '发票金额与费用一致' },
    }, qrImage('01,32,,24312000000098765432,83.96,20261121,,3B7A,'))
    await clickText('拍照或从相册选择发票')
    await waitForText('二维码金额为价税合计¥83.96')
    await typeIntoField('.invoice-form__tax', '4.75')
    await waitForText('价税合计 ¥83.96')
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await clickText('保存到费用')
    while (!fake.toasts.includes('发票已保存')) await flush(1)
    const saved = fake.calls.find((c) => c.path === 'CostInvoice/SaveInvoice')?.body as SaveInvoiceRequest
    expect(saved).toMatchObject({ TypeCode: '32', AmountFen: 7921, TaxFen: 475 })
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
