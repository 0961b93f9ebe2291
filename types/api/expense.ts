/**
 * Expense control: module expensecontrol (Expense/*: the account book of costs, cost types) and b2b
 * CustomerBill/* (reimbursement bills, their approval and payment). Payloads are ours (decision 0181).
 */
import type { BillStatus } from '../../domain/expense/billStatus'
import type { DateString, Fen, Id, InstantString } from './envelope'

export type { BillStatus } from '../../domain/expense/billStatus'

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
  /** The order it was imported from, '' when recorded by hand. */
  OrderNo: string
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

export type BillKind = 'reimbursement'

export type BillHistoryEntry = { Status: BillStatus; StatusText: string; ActorName: string; Note: string; At: InstantString }
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
  Costs: Cost[]
  History: BillHistoryEntry[]
  Steps: BillApprovalStep[]
  CanEdit: boolean
  CanSubmit: boolean
  CanRevoke: boolean
  CanApprove: boolean
  CanPay: boolean
  PaidAt: InstantString | ''
}

/** POST /b2b/CustomerBill/SaveReimbursementBill: a draft (Submit false) or a submitted bill of free costs. */
export type SaveReimbursementBillRequest = {
  BillNo?: string
  Title: string
  Reason: string
  CostCenterId: Id
  CostIds: Id[]
  Submit: boolean
}
export type BillNoData = { BillNo: string; Status: BillStatus }
export type BillNoRequest = { BillNo: string }

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
