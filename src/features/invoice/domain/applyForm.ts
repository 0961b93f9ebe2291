import type { ApplyInvoiceRequest, InvoiceableOrder, InvoiceKind, InvoiceMedium, InvoiceTitle } from '@api/invoice'
import { isPhone } from '@/core/validators/phone'

export type ApplyForm = {
  orderNos: readonly string[]
  titleId: string | null
  kind: InvoiceKind
  medium: InvoiceMedium
  email: string
  receiver: string
  phone: string
  address: string
}

export const KIND_TEXT: Record<InvoiceKind, string> = { normal: '增值税普通发票', special: '增值税专用发票' }
export const MEDIUM_TEXT: Record<InvoiceMedium, string> = { electronic: '电子发票', paper: '纸质发票' }

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export function selectedTotal(orders: readonly InvoiceableOrder[], orderNos: readonly string[]): number {
  return orders.filter((o) => orderNos.includes(o.OrderNo)).reduce((sum, o) => sum + o.AmountFen, 0)
}

/** A special VAT invoice needs a company title with all four registered details. */
export function titleAllowsKind(title: InvoiceTitle | undefined, kind: InvoiceKind): string | null {
  if (!title) return '请选择发票抬头'
  if (kind === 'normal') return null
  if (title.TitleType !== 'company') return '个人抬头不能开具增值税专用发票'
  return title.BankName && title.BankAccount && title.RegisteredAddress && title.RegisteredPhone
    ? null
    : '开具专用发票需在抬头中填写开户银行、银行账号、注册地址和注册电话'
}

/** The first problem of the application, top to bottom, or null. */
export function applyFormError(form: ApplyForm, titles: readonly InvoiceTitle[]): string | null {
  if (form.orderNos.length === 0) return '请选择要开票的订单'
  const title = titleAllowsKind(titles.find((t) => t.TitleId === form.titleId), form.kind)
  if (title) return title
  if (form.medium === 'electronic') return EMAIL.test(form.email.trim()) ? null : '请填写正确的接收邮箱'
  if (form.receiver.trim() === '') return '请填写收件人'
  if (!isPhone(form.phone.trim())) return '请填写正确的收件人手机号'
  return form.address.trim() === '' ? '请填写收件地址' : null
}

export function applyBody(form: ApplyForm): ApplyInvoiceRequest {
  return {
    OrderNos: [...form.orderNos],
    TitleId: form.titleId ?? '',
    Kind: form.kind,
    Medium: form.medium,
    ...(form.medium === 'electronic'
      ? { Email: form.email.trim() }
      : { Mailing: { Receiver: form.receiver.trim(), Phone: form.phone.trim(), Address: form.address.trim() } }),
  }
}
