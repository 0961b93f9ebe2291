import type { CheckInvoiceData, CostInvoice, IdentifyPdfData, InvoiceListData, InvoiceSource } from '@api/expense'
import { invoiceDeductibleVatFen } from '@domain/expense/inputVat'
import { INVOICE_TYPE_BY_CODE, yuanTextToFen, type InvoiceQr, type QrParse } from '@domain/expense/invoiceQr'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage, isNetworkFailure } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { InvoiceApi } from '../api/invoiceApi'
import { fenToInput } from '../domain/money'
import { invoiceFormError, totalFenOf, type InvoiceFields } from '../domain/invoiceForm'
import type { Pixels } from '../platform/imagePixels'

type Field = keyof InvoiceFields | 'checkCode'

/** What the enterprise's duplicate check says of an invoice already claimed ('' when it is free). */
export function claimText(claim: CheckInvoiceData): string {
  return claim.Claimed
    ? `该发票已由${claim.ClaimedBy}于${claim.ClaimedAt.slice(0, 16).replace('T', ' ')}录入${claim.BillNo ? `（报销单${claim.BillNo}）` : ''}，不能重复报销`
    : ''
}

export const INVOICE_TYPES = Object.entries(INVOICE_TYPE_BY_CODE).map(([code, t]) => ({ code, name: t.name }))

/**
 * The invoices of one cost and the form that adds or edits one, by hand (编辑发票) or from the QR code of a
 * photo (发票识别). Input is kept when anything fails; a recognised invoice is checked for an earlier claim.
 */
export class InvoiceFormStore implements InvoiceFields {
  readonly load = new LoadState('发票加载失败')
  list: InvoiceListData | null = null
  invoiceId = ''
  typeCode = '10'
  invoiceCode = ''
  invoiceNo = ''
  invoiceDate = ''
  amountText = ''
  taxText = ''
  checkCode = ''
  source: InvoiceSource = 'manual'
  claimWarning = ''
  /**
   * The 价税合计 a 数电 QR code gave (decision 0630), null otherwise: while it holds, a typed tax sets the amount
   * before tax (total − tax) instead of adding to it.
   */
  qrTotalFen: number | null = null
  /** 销售方 and 购买方 as a PDF invoice prints them ('' for other sources). */
  partiesText = ''
  isRecognising = false
  isSaving = false
  errorMessage = ''

  constructor(
    private readonly api: Pick<InvoiceApi, 'invoices' | 'saveInvoice' | 'deleteInvoice' | 'checkInvoice' | 'identifyPdf'>,
    readonly costId: string,
    private readonly today: string,
  ) {
    makeAutoObservable<InvoiceFormStore, 'api' | 'today'>(this, { api: false, today: false, load: false, costId: false })
  }

  get totalFen(): number | null {
    return totalFenOf(this)
  }

  /** 可抵扣进项税额 of the invoice as typed, null while the amounts are not money. */
  get deductibleVatFen(): number | null {
    const amount = yuanTextToFen(this.amountText)
    const total = this.totalFen
    if (amount === null || total === null) return null
    return invoiceDeductibleVatFen({ TypeCode: this.typeCode, AmountFen: amount, TaxFen: total - amount })
  }

  /** What the form says of the amounts of a 数电 QR code ('' otherwise). */
  get qrTotalHint(): string {
    if (this.qrTotalFen === null) return ''
    return `二维码金额为价税合计¥${fenToInput(this.qrTotalFen)}，不含税金额=价税合计−税额`
  }

  get typeName(): string {
    return INVOICE_TYPE_BY_CODE[this.typeCode]?.name ?? '其他发票'
  }

  get hasForm(): boolean {
    return this.invoiceNo !== '' || this.invoiceId !== ''
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.invoices(this.costId), (data) => (this.list = data))
  }

  set(field: Field, value: string) {
    this[field] = value
    if (field === 'invoiceCode' || field === 'invoiceNo') this.claimWarning = ''
    if (field === 'amountText' || field === 'typeCode') this.qrTotalFen = null
    if (field === 'taxText' && this.qrTotalFen !== null) {
      const tax = value.trim() === '' ? 0 : yuanTextToFen(value)
      if (tax !== null && tax <= this.qrTotalFen) this.amountText = fenToInput(this.qrTotalFen - tax)
    }
  }

  edit(invoice: CostInvoice) {
    Object.assign(this, {
      invoiceId: invoice.InvoiceId, typeCode: invoice.TypeCode, invoiceCode: invoice.InvoiceCode, invoiceNo: invoice.InvoiceNo,
      invoiceDate: invoice.InvoiceDate, amountText: fenToInput(invoice.AmountFen), taxText: invoice.TaxFen ? fenToInput(invoice.TaxFen) : '',
      checkCode: invoice.CheckCode, source: invoice.Source, errorMessage: '', claimWarning: '', qrTotalFen: null,
    })
  }

  reset() {
    Object.assign(this, { invoiceId: '', typeCode: '10', invoiceCode: '', invoiceNo: '', invoiceDate: '', amountText: '', taxText: '', checkCode: '', source: 'manual', claimWarning: '', partiesText: '', qrTotalFen: null })
  }

  /**
   * Fills the form from a decoded QR code. A railway ticket's tax follows from its fare; a traditional invoice's
   * code carries the amount before tax and its tax is typed; another 数电 code carries the total, and the typed
   * tax makes the amount (decision 0630).
   */
  async fill(qr: InvoiceQr): Promise<void> {
    const knownTax = qr.TaxFen !== null
    Object.assign(this, {
      invoiceId: '', typeCode: qr.TypeCode, invoiceCode: qr.InvoiceCode, invoiceNo: qr.InvoiceNo, invoiceDate: qr.InvoiceDate,
      amountText: fenToInput(qr.AmountFen), taxText: knownTax ? fenToInput(qr.TaxFen as number) : '', checkCode: qr.CheckCode, source: 'qr',
      errorMessage: '', claimWarning: '', partiesText: '', qrTotalFen: qr.TotalFen !== null && !knownTax ? qr.TotalFen : null,
    })
    try {
      const claim = await this.api.checkInvoice({ InvoiceCode: qr.InvoiceCode, InvoiceNo: qr.InvoiceNo })
      runInAction(() => (this.claimWarning = claimText(claim)))
    } catch {
      // The server checks again on save; a failed pre-check only loses the early warning.
    }
  }

  /**
   * Reads the invoice QR code of a photo's pixels (read by the screen) with `readQr` and fills the form. The
   * screen that recognises passes the reader (readInvoiceImage, jsQR): the store does not import it, so the
   * edit page, a main-package page in the mini-programs, does not carry jsQR (131 KB; decision 0493).
   */
  async recognise(readPixels: () => Promise<Pixels>, readQr: (rgba: Uint8ClampedArray, width: number, height: number) => QrParse): Promise<boolean> {
    if (this.isRecognising) return false
    this.isRecognising = true
    this.errorMessage = ''
    try {
      const { rgba, width, height } = await readPixels()
      const parsed = readQr(rgba, width, height)
      if (!parsed.ok) {
        runInAction(() => (this.errorMessage = parsed.reason))
        return false
      }
      await this.fill(parsed.invoice)
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '图片读取失败，请重新选择')))
      return false
    } finally {
      runInAction(() => (this.isRecognising = false))
    }
  }

  /** A failure the screen met before the store was asked (a picked file that is not a PDF). */
  fail(message: string) {
    this.errorMessage = message
  }

  /**
   * A PDF invoice read by the server from its printed text (decision 0470; the mini-programs, and H5 when the PDF's
   * QR code cannot be found): every field, the tax included, and the enterprise's duplicate check come back at once.
   */
  async recognisePdf(filePath: string): Promise<boolean> {
    if (this.isRecognising) return false
    this.isRecognising = true
    this.errorMessage = ''
    try {
      const read = await this.api.identifyPdf(filePath)
      runInAction(() => this.fillPrinted(read))
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = isNetworkFailure(error) ? 'PDF上传失败，请检查网络后重试' : failureMessage(error, 'PDF发票识别失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isRecognising = false))
    }
  }

  private fillPrinted(read: IdentifyPdfData) {
    const parties = [read.SellerName && `销售方：${read.SellerName}`, read.BuyerName && `购买方：${read.BuyerName}`].filter(Boolean).join('  ')
    Object.assign(this, {
      invoiceId: '', typeCode: read.TypeCode, invoiceCode: read.InvoiceCode, invoiceNo: read.InvoiceNo, invoiceDate: read.InvoiceDate,
      amountText: fenToInput(read.AmountFen), taxText: fenToInput(read.TaxFen), checkCode: read.CheckCode, source: 'qr', errorMessage: '',
      claimWarning: claimText(read.Claim), partiesText: parties, qrTotalFen: null,
    })
  }

  async save(): Promise<boolean> {
    if (this.isSaving) return false
    const problem = invoiceFormError(this, this.today)
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      const amount = yuanTextToFen(this.amountText) as number
      await this.api.saveInvoice({
        ...(this.invoiceId ? { InvoiceId: this.invoiceId } : {}),
        CostId: this.costId,
        TypeCode: this.typeCode,
        InvoiceCode: this.invoiceCode.trim(),
        InvoiceNo: this.invoiceNo.trim(),
        InvoiceDate: this.invoiceDate,
        AmountFen: amount,
        TaxFen: (this.totalFen as number) - amount,
        CheckCode: this.checkCode.trim(),
        Source: this.source,
      })
      runInAction(() => this.reset())
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '发票保存失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }

  async remove(invoiceId: string): Promise<boolean> {
    this.errorMessage = ''
    try {
      await this.api.deleteInvoice(invoiceId)
      if (this.invoiceId === invoiceId) this.reset()
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '删除失败，请重试')))
      return false
    }
  }
}
