import type { InvoiceTitle, InvoiceTitleType, SubmitInvoiceTitleInfoRequest } from '@api/invoice'
import { normalizeTaxNumber, taxNumberError } from '@domain/invoice/taxNumber'

export type TitleForm = {
  titleType: InvoiceTitleType
  title: string
  taxNo: string
  bankName: string
  bankAccount: string
  registeredAddress: string
  registeredPhone: string
  isDefault: boolean
}

export const EMPTY_TITLE_FORM: TitleForm = {
  titleType: 'company', title: '', taxNo: '', bankName: '', bankAccount: '', registeredAddress: '', registeredPhone: '', isDefault: false,
}

export const TITLE_TYPE_TEXT: Record<InvoiceTitleType, string> = { company: '单位', personal: '个人' }

export function formOf(title: InvoiceTitle): TitleForm {
  return {
    titleType: title.TitleType,
    title: title.Title,
    taxNo: title.TaxNo,
    bankName: title.BankName,
    bankAccount: title.BankAccount,
    registeredAddress: title.RegisteredAddress,
    registeredPhone: title.RegisteredPhone,
    isDefault: title.IsDefault,
  }
}

/** The first problem in the order of the fields, or null. */
export function titleFormError(form: TitleForm): string | null {
  const title = form.title.trim()
  if (title === '') return form.titleType === 'company' ? '请填写单位名称' : '请填写个人姓名'
  if (title.length > 100) return '发票抬头不能超过100个字'
  if (form.titleType === 'personal') return null
  const tax = taxNumberError(form.taxNo)
  if (tax) return tax
  const account = form.bankAccount.replace(/\s/g, '')
  if (account !== '' && !/^\d{8,30}$/.test(account)) return '银行账号应为8-30位数字'
  return null
}

/** The body SubmitInvoiceTitleInfo takes; a personal title sends no company details. */
export function submitBody(form: TitleForm, titleId: string | null): SubmitInvoiceTitleInfoRequest {
  const isCompany = form.titleType === 'company'
  return {
    ...(titleId ? { TitleId: titleId } : {}),
    TitleType: form.titleType,
    Title: form.title.trim(),
    TaxNo: isCompany ? normalizeTaxNumber(form.taxNo) : '',
    ...(isCompany
      ? {
          BankName: form.bankName.trim(),
          BankAccount: form.bankAccount.replace(/\s/g, ''),
          RegisteredAddress: form.registeredAddress.trim(),
          RegisteredPhone: form.registeredPhone.trim(),
        }
      : {}),
    IsDefault: form.isDefault,
  }
}
