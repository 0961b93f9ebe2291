import type { Id } from './envelope'

// ---------------------------------------------------------------- b2b Customer/*: invoice titles (发票抬头)

/** company: 单位 (tax number required); personal: 个人. */
export type InvoiceTitleType = 'company' | 'personal'

export type InvoiceTitle = {
  TitleId: Id
  TitleType: InvoiceTitleType
  Title: string
  /** 纳税人识别号, '' for personal. */
  TaxNo: string
  /** Special VAT invoices print these four: 开户银行, 银行账号, 注册地址, 注册电话. */
  BankName: string
  BankAccount: string
  RegisteredAddress: string
  RegisteredPhone: string
  IsDefault: boolean
}

/** POST /b2b/Customer/GetInvoiceTitleList: the caller's titles, default first. 2000 when none. */
export type GetInvoiceTitleListData = { Titles: InvoiceTitle[] }

/** POST /b2b/Customer/GetInvoiceTitleInfo */
export type GetInvoiceTitleInfoRequest = { TitleId: Id }
export type GetInvoiceTitleInfoData = InvoiceTitle

/** POST /b2b/Customer/SubmitInvoiceTitleInfo: adds (no TitleId) or edits one of the caller's titles. */
export type SubmitInvoiceTitleInfoRequest = {
  TitleId?: Id
  TitleType: InvoiceTitleType
  Title: string
  TaxNo: string
  BankName?: string
  BankAccount?: string
  RegisteredAddress?: string
  RegisteredPhone?: string
  IsDefault?: boolean
}
export type SubmitInvoiceTitleInfoData = { TitleId: Id }

/** POST /b2b/Customer/DelInvoiceTitleInfo */
export type DelInvoiceTitleInfoRequest = { TitleId: Id }
export type DelInvoiceTitleInfoData = null
