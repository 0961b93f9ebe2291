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

// ---------------------------------------------------------------- tripwise-m-api member/invoice/*: applications

/** normal: 增值税普通发票; special: 增值税专用发票 (company title with bank and registered details). */
export type InvoiceKind = 'normal' | 'special'
/** electronic: sent to an e-mail; paper: posted to an address. */
export type InvoiceMedium = 'electronic' | 'paper'
/** Applied 已申请 → Issued 已开票; Withdrawn 已撤回 (only while Applied). */
export type InvoiceApplicationStatus = 'Applied' | 'Issued' | 'Withdrawn'

export type InvoiceableOrder = {
  OrderNo: string
  ProductType: number
  Title: string
  Description: string
  TravelDate: string
  /** What was paid in the app less refunds. */
  AmountFen: number
}

/** POST /tripwise-m-api/member/invoice/orders: the caller's completed, paid orders not yet invoiced. 2000 when none. */
export type InvoiceableOrdersData = { Orders: InvoiceableOrder[] }

export type MailingAddress = { Receiver: string; Phone: string; Address: string }

/** POST /tripwise-m-api/member/invoice/save (header reqId): one application over one or more orders. */
export type ApplyInvoiceRequest = {
  OrderNos: string[]
  TitleId: Id
  Kind: InvoiceKind
  Medium: InvoiceMedium
  /** Electronic: where the invoice goes. */
  Email?: string
  /** Paper: where it is posted. */
  Mailing?: MailingAddress
  Remark?: string
}
export type ApplyInvoiceData = { ApplyNo: string; AmountFen: number; Status: InvoiceApplicationStatus }

export type InvoiceApplicationSummary = {
  ApplyNo: string
  Title: string
  Kind: InvoiceKind
  Medium: InvoiceMedium
  AmountFen: number
  OrderCount: number
  Status: InvoiceApplicationStatus
  StatusName: string
  CreatedAt: string
}

/** POST /tripwise-m-api/member/invoice/page {PageIndex, PageSize}: newest first. 2000 when none. */
export type InvoicePageRequest = { PageIndex: number; PageSize: number }
export type InvoicePageData = { Total: number; Items: InvoiceApplicationSummary[] }

/** POST /tripwise-m-api/member/invoice/detail {ApplyNo} */
export type InvoiceDetailRequest = { ApplyNo: string }
export type InvoiceDetailData = InvoiceApplicationSummary & {
  TitleType: InvoiceTitleType
  TaxNo: string
  Email: string
  Mailing: MailingAddress | null
  Remark: string
  Orders: InvoiceableOrder[]
}

/** POST /tripwise-m-api/member/invoice/delete {ApplyNo}: withdraws an application not yet issued; its orders may be invoiced again. */
export type InvoiceWithdrawRequest = { ApplyNo: string }
export type InvoiceWithdrawData = null

// ---------------------------------------------------------------- b2b Customer/*Mail*: mailing addresses (收件地址)

export type MailInfo = { MailId: Id; Receiver: string; Phone: string; Address: string; IsDefault: boolean }

/** POST /b2b/Customer/GetMailList: the caller's addresses, default first. 2000 when none. */
export type GetMailListData = { Mails: MailInfo[] }
/** POST /b2b/Customer/GetMailInfo */
export type GetMailInfoRequest = { MailId: Id }
export type GetMailInfoData = MailInfo
/** POST /b2b/Customer/SubmitMailInfo: adds (no MailId) or edits one of the caller's addresses. */
export type SubmitMailInfoRequest = { MailId?: Id; Receiver: string; Phone: string; Address: string; IsDefault?: boolean }
export type SubmitMailInfoData = { MailId: Id }
/** POST /b2b/Customer/DelMailInfo */
export type DelMailInfoRequest = { MailId: Id }
export type DelMailInfoData = null
