/**
 * Expense control: module expensecontrol (Expense/*: the account book of costs, cost types) and b2b
 * CustomerBill/* (reimbursement bills, their approval and payment). Payloads are ours (decision 0181).
 */
import type { DateString, Fen, Id, InstantString } from './envelope'

// ---------------------------------------------------------------- expensecontrol Expense/*

export type CostType = { CostTypeId: Id; Name: string; ParentId: Id | '' }
/** POST /expensecontrol/Expense/GetCostTypeList */
export type CostTypeListData = { Items: CostType[] }

export type Cost = {
  CostId: Id
  CostTypeId: Id
  CostTypeName: string
  AmountFen: Fen
  CostDate: DateString
  CityName: string
  Remark: string
  Attachments: string[]
  /** The bill that claims the cost, '' while it is free in the account book. */
  BillNo: string
  /** That bill's status ('' while free): a cost on a rejected bill reads 未报销, on a paid one 已报销 (issue 35). */
  BillStatus: BillStatus | ''
  /** The order it was imported from, '' when recorded by hand. */
  OrderNo: string
  /** 公司已付: the order was paid by the enterprise account; on a bill for the record, not paid to the member (decision 0560). */
  CompanyPaid: boolean
}
/** POST /expensecontrol/Expense/GetCostList: the caller's costs of a month (YYYY-MM), or only free ones. */
export type CostListRequest = { Month?: string; OnlyFree?: boolean }
export type CostListData = { Items: Cost[]; TotalFen: Fen }

/** POST /expensecontrol/Expense/SaveCost: without CostId a new cost, with it an edit of a free cost. */
export type SaveCostRequest = {
  CostId?: Id
  CostTypeId: Id
  AmountFen: Fen
  CostDate: DateString
  CityName: string
  Remark: string
  Attachments: string[]
}
export type SaveCostData = { CostId: Id }
export type CostIdRequest = { CostId: Id }

// ---------------------------------------------------------------- b2b CustomerBill/*

/** 报销单 (to the applicant) or 对公报销 (to a supplier, decision 0310). */
export type BillKind = 'reimbursement' | 'corporate'

/** One line of 处理记录; Attachments are the pictures of a 评论 (decision 0700), [] otherwise. */
export type BillHistoryEntry = { Status: BillStatus; StatusText: string; ActorName: string; Note: string; At: InstantString; Attachments: string[] }
export type BillApprovalStep = { Level: number; Name: string; ApproverNames: string[]; State: 'waiting' | 'current' | 'approved' | 'rejected' }

export type BillSummary = {
  BillNo: string
  Kind: BillKind
  Title: string
  ApplicantName: string
  AmountFen: Fen
  Status: BillStatus
  StatusText: string
  CreatedAt: InstantString
}

export type BillDetail = BillSummary & {
  Reason: string
  CostCenterId: Id
  CostCenterName: string
  /** The bill's project (decision 0314), '' when none. */
  ProjectId: Id
  ProjectName: string
  /** Whom the bill reimburses: the applicant unless they filed it for a colleague. */
  ReimbursedMemberId: Id
  ReimbursedMemberName: string
  Costs: Cost[]
  History: BillHistoryEntry[]
  Steps: BillApprovalStep[]
  CanEdit: boolean
  CanSubmit: boolean
  CanRevoke: boolean
  CanApprove: boolean
  /** Whether the caller may add a 评论 (applicant, approver, finance; decision 0700). */
  CanComment: boolean
  CanPay: boolean
  PaidAt: InstantString | ''
  /** The payee of a 对公报销; null on a reimbursement bill. */
  Supplier: Supplier | null
  /** The bill's own attachments (contracts, acceptance notes): own uploads. */
  Attachments: string[]
  /** The 付款单 made when finance paid the bill, '' until then. */
  PaymentNo: string
  /** 冲借款 held by the bill (decision 0360), taken from ReimbursableFen only. */
  LoanOffsets: BillLoanOffset[]
  OffsetFen: Fen
  /** 公司已付: the costs the enterprise account paid (decision 0560); AmountFen is every cost. */
  CompanyPaidFen: Fen
  /** 应报销: AmountFen - CompanyPaidFen, what the member (or supplier) is owed. */
  ReimbursableFen: Fen
  /** 应付: ReimbursableFen - OffsetFen, what finance pays out (computed on the server when paying). */
  PayableFen: Fen
  /** 可抵扣进项税额 of the bill's invoices (decision 0630): each invoice's rounded, summed. */
  DeductibleVatFen: Fen
  /** Whom finance pays: the supplier of a 对公报销, else the reimbursed member's default collection account (masked). */
  Payee: BillPayee
}

export type BillPayee = { Name: string; BankName: string; AccountNo: string }

/** POST /b2b/CustomerBill/SaveReimbursementBill: a draft (Submit false) or a submitted bill of free costs. */
export type SaveReimbursementBillRequest = {
  BillNo?: string
  Title: string
  Reason: string
  CostCenterId: Id
  /** A project of the enterprise (projectBelong); omitted for none. */
  ProjectId?: Id
  /** A member of the enterprise the bill reimburses (checkReimbursementMember); omitted for the applicant. */
  ReimbursedMemberId?: Id
  CostIds: Id[]
  /**
   * 冲借款 (decision 0360): the caller's paid-out loans this bill offsets, applied in the save's transaction
   * (before submission). Given: it replaces the bill's offsets ([] removes them); omitted: they stay.
   */
  LoanOffsets?: BillLoanOffsetRequest[]
  Submit: boolean
}
export type BillLoanOffsetRequest = { LoanNo: string; AmountFen: Fen }
/** An offset the bill holds: the loan, the amount and its 还款单 (method offset). */
export type BillLoanOffset = { LoanNo: string; RepayNo: string; AmountFen: Fen; LoanReason: string }
export type BillNoData = { BillNo: string; Status: BillStatus }
export type BillNoRequest = { BillNo: string }
/** POST /b2b/CustomerBill/PayBill (finance): the enterprise account it is paid from; the amount is the server's (decision 0560). */
export type PayBillRequest = { BillNo: string; PayAccountId: Id }
/** POST /b2b/CustomerBill/PreviewPayBatch (finance): what paying these approved bills together would pay, to confirm (decision 0650). */
export type PayBatchPreviewRequest = { BillNos: string[] }
/** POST /b2b/CustomerBill/PayBillBatch (finance): the bills paid together from one enterprise account, all or none. */
export type PayBatchRequest = { BillNos: string[]; PayAccountId: Id }
/** One bill of a batch: the payee (account masked but the last 4 digits), what it pays, its 付款单 ('' in a preview). */
export type PayBatchLine = { BillNo: string; Title: string; PayeeName: string; BankName: string; AccountNo: string; AmountFen: Fen; PaymentNo: string }
/** A batch (BatchNo '' in a preview): how many bills, their total and each payee. */
export type PayBatchData = { BatchNo: string; Count: number; TotalFen: Fen; Items: PayBatchLine[] }
export type PayBatchFileFormat = 'csv' | 'xlsx'
/** POST /b2b/CustomerBill/GetPayBatchFile (finance): the batch's transfer list for the bank's 批量转账 upload. */
export type PayBatchFileRequest = { BatchNo: string; Format: PayBatchFileFormat }
export type PayBatchFileData = { FileName: string; MimeType: string; ContentBase64: string }
/** POST /b2b/CustomerBill/ExportPaidBills (finance): the month's paid bills as an Excel file (issue 35 item 4). */
export type PaidBillsExportRequest = { Month: string }
/** POST /b2b/CustomerBill/GetExpenseReport and ExportExpenseReport (finance and admins): paid bills of the months from FromMonth to ToMonth (decision 0710). */
export type ExpenseReportRequest = { FromMonth: string; ToMonth: string }
export type ExpenseReportGroup = { Name: string; BillCount: number; CostFen: number; PaidFen: number }
export type ExpenseReportData = {
  FromMonth: string
  ToMonth: string
  BillCount: number
  CostFen: number
  PaidFen: number
  ByMonth: ExpenseReportGroup[]
  ByDepartment: ExpenseReportGroup[]
  ByCostCenter: ExpenseReportGroup[]
  ByProject: ExpenseReportGroup[]
}

export type BillListTab = 'all' | 'approving' | 'approved' | 'paid' | 'returned'
/** POST /b2b/CustomerBill/GetBillList: the caller's own bills. */
export type BillListRequest = { Tab: BillListTab; PageIndex: number; PageSize: number }
export type BillListData = { Items: BillSummary[]; Total: number; PageIndex: number; PageSize: number }

export type BillApprovalTab = 'pending' | 'processed' | 'payable'
/** POST /b2b/CustomerBill/GetApprovalBillList: waiting for the caller, decided by the caller, or (finance) to pay. */
export type BillApprovalListRequest = { Tab: BillApprovalTab; PageIndex: number; PageSize: number }
export type BillApprovalListData = BillListData

/** POST /b2b/CustomerBill/ApproveBill */
export type ApproveBillRequest = { BillNo: string; Comment?: string }
/** POST /b2b/CustomerBill/RejectBill */
export type RejectBillRequest = { BillNo: string; Reason: string }
/** POST /b2b/CustomerBill/TransferBill (转交): the caller hands their pending step to another member of the enterprise, who then decides (issue 35 item 3). */
export type TransferBillRequest = { BillNo: string; ToMemberId: Id; Comment?: string }
/** POST /b2b/CustomerBill/AddBillApprover (加签): the current approver has another member decide before or after them. */
export type AddBillApproverRequest = { BillNo: string; ToMemberId: Id; Position: AddApproverPosition; Comment?: string }
/** POST /b2b/CustomerBill/ReturnBill (退回): to an earlier step (its Level), or 0 to the applicant. */
export type ReturnBillRequest = { BillNo: string; ToLevel: number; Reason: string }
/** POST /b2b/CustomerBill/CommentBill (评论): a remark with pictures (own uploads) in 处理记录; the status does not move. */
export type CommentBillRequest = { BillNo: string; Text: string; Attachments: string[] }

// ---------------------------------------------------------------- expensecontrol CostInvoice/* (decision 0250)

export type InvoiceSource = 'manual' | 'qr' | 'order'
export type CostInvoice = {
  InvoiceId: Id
  CostId: Id
  TypeCode: string
  TypeName: string
  /** '' on 全电发票 */
  InvoiceCode: string
  InvoiceNo: string
  InvoiceDate: DateString
  /** 金额 (before tax) */
  AmountFen: Fen
  TaxFen: Fen
  /** 价税合计 */
  TotalFen: Fen
  /** 可抵扣进项税额 (decision 0630): railway by formula, 专票 and air itineraries as printed, else 0 */
  DeductibleVatFen: Fen
  CheckCode: string
  Source: InvoiceSource
}
/** POST /expensecontrol/CostInvoice/GetInvoiceList: the invoices of one of the caller's costs, with the cross-check. */
export type InvoiceListRequest = { CostId: Id }
export type InvoiceCoverageState = 'none' | 'short' | 'match' | 'over'
export type InvoiceListData = { Items: CostInvoice[]; CostAmountFen: Fen; Coverage: InvoiceCoverageState; CoverageText: string }
/** POST /expensecontrol/CostInvoice/SaveInvoice: add (no InvoiceId) or edit an invoice of a free cost. */
export type SaveInvoiceRequest = {
  InvoiceId?: Id
  CostId: Id
  TypeCode: string
  InvoiceCode: string
  InvoiceNo: string
  InvoiceDate: DateString
  AmountFen: Fen
  TaxFen: Fen
  CheckCode: string
  Source: InvoiceSource
}
export type SaveInvoiceData = { InvoiceId: Id; Coverage: InvoiceCoverageState; CoverageText: string }
export type InvoiceIdRequest = { InvoiceId: Id }
/** POST /expensecontrol/CostInvoice/CheckInvoice: whether anyone in the enterprise has already claimed the invoice. */
export type CheckInvoiceRequest = { InvoiceCode: string; InvoiceNo: string }
export type CheckInvoiceData = { Claimed: boolean; ClaimedBy: string; ClaimedAt: InstantString | ''; BillNo: string }
/**
 * POST /expensecontrol/CostInvoice/IdentifyPdf (multipart, field `file`): the fields printed on a VAT e-invoice or
 * 全电发票 PDF, read from its text layer on the server (decision 0470), with the enterprise's duplicate check.
 * The QR fields (TypeCode ... Digital) are those the photo recognition fills; the rest only the print has.
 */
export type IdentifyPdfData = {
  TypeCode: string
  TypeName: string
  InvoiceCode: string
  InvoiceNo: string
  InvoiceDate: DateString
  AmountFen: Fen
  TaxFen: Fen
  TotalFen: Fen
  CheckCode: string
  Digital: boolean
  BuyerName: string
  BuyerTaxNo: string
  SellerName: string
  SellerTaxNo: string
  Claim: CheckInvoiceData
}

// ---------------------------------------------------------------- expensecontrol Expense/*Import (account book import)

export type ImportableOrder = {
  OrderNo: string
  ProductType: number
  ProductName: string
  Title: string
  AmountFen: Fen
  Date: DateString
  CityName: string
  /** The cost type the order becomes. */
  CostTypeName: string
  /** 公司已付: paid by the enterprise account, so on a bill for the record only (decision 0560). */
  CompanyPaid: boolean
}
/** POST /expensecontrol/Expense/GetImportableOrders: the caller's completed orders not yet in the account book. */
export type ImportableOrdersData = { Items: ImportableOrder[] }
/** POST /expensecontrol/Expense/ImportOrders */
export type ImportOrdersRequest = { OrderNos: string[] }
export type ImportOrdersData = { CostIds: Id[] }

// ---------------------------------------------------------------- expensecontrol Subsidy/* (decision 0251)

export type SubsidyRateRow = { CityTier: number; Grade: string; MealFen: Fen; TransportFen: Fen; CommunicationFen: Fen }
export type SubsidyTripRow = {
  ApplyNo: string
  Reason: string
  CityName: string
  CityTier: number
  Depart: string
  Back: string
  DailyFen: Fen
}
export type SubsidyDayRow = { Date: DateString; Halves: 1 | 2; AmountFen: Fen; CityName: string; Claimed: boolean }
/** POST /expensecontrol/Subsidy/GetMySubsidy: the caller's trips of the period, their subsidy days and what is still to claim. */
export type MySubsidyRequest = { ApplyNo?: string }
export type MySubsidyData = {
  Trips: SubsidyTripRow[]
  Days: SubsidyDayRow[]
  DayCount: number
  AmountFen: Fen
  UnclaimedFen: Fen
  DepartAfter: string
  ReturnBefore: string
  Rates: SubsidyRateRow[]
  Grade: string
}
/**
 * POST /expensecontrol/Subsidy/ClaimSubsidy: the unclaimed subsidy days become one 出差补贴 cost in the account book.
 * v3 (decision 0321) narrows it to one trip (ApplyNo), timed by the chosen orders and limited to the chosen dates.
 */
export type ClaimSubsidyRequest = { ApplyNo?: string; OrderNos?: string[]; Dates?: DateString[] }
export type ClaimSubsidyData = { CostId: Id; AmountFen: Fen; DayCount: number }

// ---------------------------------------------------------------- zero typing: a finished trip drafts its reimbursement (decision 0253)

export type TripToReimburse = { ApplyNo: string; Reason: string; CityName: string; StartDate: DateString; EndDate: DateString; OrderCount: number; AmountFen: Fen }
/** POST /b2b/CustomerBill/GetTripsToReimburse: the caller's finished trips with completed orders not yet on a bill. */
export type TripsToReimburseData = { Items: TripToReimburse[] }
/** POST /b2b/CustomerBill/DraftTripReimbursement: orders as costs, subsidy, cost centre and application on a draft bill. */
export type DraftTripReimbursementRequest = { ApplyNo: string }

// ---------------------------------------------------------------- expensecontrol Statistics/GetMyAccountBook (decision 0254)

/** POST /expensecontrol/Statistics/GetMyAccountBook: the caller's costs of a year by month and by cost type. */
export type AccountBookStatsRequest = { Year: number }
export type AccountBookStatsData = {
  Year: number
  TotalFen: Fen
  ByMonth: { Month: string; AmountFen: Fen }[]
  ByType: { CostTypeName: string; AmountFen: Fen }[]
}

// ---------------------------------------------------------------- 对公报销, suppliers, 付款单 (decisions 0310-0312)

export type Supplier = {
  SupplierId: Id
  Name: string
  /** 统一社会信用代码, '' when not given */
  TaxNo: string
  BankName: string
  AccountNo: string
  ContactName: string
  ContactPhone: string
  /** 已停用 (decision 0411): not offered for new 对公报销; bills that hold it still show it. */
  IsRetired: boolean
}
/**
 * POST /b2b/CustomerBill/GetSupplierList: the enterprise's suppliers matching a keyword (name, account or tax
 * number); retired ones only with IncludeRetired (after the active ones).
 */
export type SupplierListRequest = { Keyword?: string; IncludeRetired?: boolean; PageIndex: number; PageSize: number }
/** CanManage: the caller may edit and retire it (finance staff, or the member who added it). */
export type SupplierListItem = Supplier & { CanManage: boolean }
export type SupplierListData = { Items: SupplierListItem[]; Total: number; PageIndex: number; PageSize: number }
/**
 * POST /b2b/CustomerBill/SaveSupplier: a new supplier of the caller's enterprise, or with SupplierId an edit of one
 * the caller may manage (names are unique in the enterprise).
 */
export type SaveSupplierRequest = Omit<Supplier, 'SupplierId' | 'IsRetired'> & { SupplierId?: Id }
export type SaveSupplierData = { SupplierId: Id }
/** POST /b2b/CustomerBill/RetireSupplier: 停用 (Retired true) or 启用 again a supplier the caller may manage. */
export type RetireSupplierRequest = { SupplierId: Id; Retired: boolean }

/** POST /b2b/CustomerBill/SaveCorporateReimbursementBill: a draft (Submit false) or submitted 对公报销 to a supplier. */
export type SaveCorporateBillRequest = {
  BillNo?: string
  Title: string
  Reason: string
  CostCenterId: Id
  ProjectId?: Id
  SupplierId: Id
  CostIds: Id[]
  Attachments: string[]
  Submit: boolean
}

/** POST /b2b/CustomerBill/GetPaymentBillDetail: the 付款单 finance made when paying a bill. */
export type PaymentBillRequest = { PaymentNo: string }
export type PaymentBillDetail = {
  PaymentNo: string
  BillNo: string
  BillKind: BillKind
  BillTitle: string
  ApplicantName: string
  AmountFen: Fen
  /** 对公 (a supplier) or 对私 (the applicant) */
  PayeeKind: 'supplier' | 'member'
  PayeeName: string
  BankName: string
  AccountNo: string
  PaidByName: string
  PaidAt: InstantString
  /** The enterprise account it was paid from, '' for payments made before accounts were asked (decision 0560). */
  PayAccountName: string
}

/** POST /expensecontrol/Expense/GetCostDetail: one cost with its invoices, for its owner or whoever may see its bill. */
export type CostDetailRequest = { CostId: Id }
export type CostDetailData = { Cost: Cost; Invoices: CostInvoice[]; BillTitle: string; CanEdit: boolean; CoverageText: string }

/** POST /tripwise-m-api/settlement/order/page: what the enterprise account paid for booked travel in a month (finance only). */
export type ConsumptionPageRequest = { Month: string; PageIndex: number; PageSize: number }
export type ConsumptionItem = {
  OrderNo: string
  ProductType: number
  Title: string
  TravellerName: string
  StatusName: string
  PaidFen: Fen
  PaidAt: InstantString
}
export type ConsumptionPageData = { Items: ConsumptionItem[]; Total: number; PageIndex: number; PageSize: number; Month: string; TotalFen: Fen; BalanceFen: Fen }

export type BillStatus = 'Draft' | 'Approving' | 'Rejected' | 'Revoked' | 'Approved' | 'Paid'

/** Where 加签 puts the added approver: before the caller (decides first) or after. Imports nothing. */
export type AddApproverPosition = 'before' | 'after'
