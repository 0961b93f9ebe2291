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
