import { invoiceAmountsProblem } from '@domain/expense/inputVat'
import { yuanTextToFen } from '@domain/expense/invoiceQr'

export type InvoiceFields = {
  typeCode: string
  invoiceCode: string
  invoiceNo: string
  invoiceDate: string
  amountText: string
  taxText: string
}

/** The first problem of an invoice typed or recognised, in the words the form shows; '' when it can be saved. */
export function invoiceFormError(f: InvoiceFields, today: string): string {
  const code = f.invoiceCode.trim()
  const no = f.invoiceNo.trim()
  if (!f.typeCode) return '请选择发票类型'
  if (code === '') {
    if (!/^\d{20}$/.test(no)) return '全电发票号码应为20位数字'
  } else {
    if (!/^(\d{10}|\d{12})$/.test(code)) return '发票代码应为10或12位数字（全电发票不填）'
    if (!/^\d{8}$/.test(no)) return '发票号码应为8位数字'
  }
  if (!f.invoiceDate) return '请选择开票日期'
  if (f.invoiceDate > today) return '开票日期不能晚于今天'
  const amount = yuanTextToFen(f.amountText)
  if (amount === null) return '请输入正确的金额（不含税）'
  const tax = f.taxText.trim() === '' ? 0 : yuanTextToFen(f.taxText)
  if (tax === null) return '请输入正确的税额'
  return invoiceAmountsProblem(amount, tax)
}

/** 价税合计 in fen of the typed amounts, null while either is not money. */
export function totalFenOf(f: Pick<InvoiceFields, 'amountText' | 'taxText'>): number | null {
  const amount = yuanTextToFen(f.amountText)
  const tax = f.taxText.trim() === '' ? 0 : yuanTextToFen(f.taxText)
  return amount === null || tax === null ? null : amount + tax
}
