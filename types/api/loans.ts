/**
 * Loans (借款), repayments (还款), offsets (冲借款), collection accounts (收款信息) and reimbursed members: b2b
 * CustomerBill/*; banks and branches: finance-asset listBankType / pageBankInfo. Payloads are ours (decision 0241).
 */
import type { AddApproverPosition, BillStatus } from './expense'
import type { DateString, Fen, Id, InstantString } from './envelope'

export type LoanNo = string
export type RepayNo = string

/** The approval steps of a loan, as the bill detail shows them. */
export type LoanStep = { Level: number; Name: string; ApproverNames: string[]; State: 'waiting' | 'current' | 'approved' | 'rejected' }
export type LoanHistoryEntry = { StatusText: string; ActorName: string; Note: string; At: InstantString }

export type LoanSummary = {
  LoanNo: LoanNo
  Reason: string
  ApplicantName: string
  AmountFen: Fen
  Status: BillStatus
  /** 审批中, 已驳回, 已撤回, 待支付, then 待还款 or 已还清 once paid out. */
  StatusText: string
  OutstandingFen: Fen
  /** What may still be repaid or offset (outstanding less cash repayments waiting for finance). */
  AvailableFen: Fen
  ExpectedRepayDate: DateString
  CreatedAt: InstantString
}

/** POST b2b/CustomerBill/SaveLoanBill (reqId): applies for a loan and submits it to approval. */
export type SaveLoanBillRequest = { Reason: string; AmountFen: Fen; ExpectedRepayDate: DateString; CollectionInfoId: Id }
export type LoanNoData = { LoanNo: LoanNo; Status: BillStatus }

export type LoanListTab = 'mine' | 'pending' | 'processed' | 'payable'
/** POST b2b/CustomerBill/GetLoanBillList: mine, to approve, approved by me, to pay out (finance); none 2000. */
export type LoanListRequest = { Tab: LoanListTab; PageIndex: number; PageSize: number }
export type LoanListData = { Items: LoanSummary[]; Total: number; PageIndex: number; PageSize: number }

export type LoanNoRequest = { LoanNo: LoanNo }
export type ApproveLoanRequest = { LoanNo: LoanNo; Comment?: string }
export type RejectLoanRequest = { LoanNo: LoanNo; Reason: string }
/** POST b2b/CustomerBill/TransferLoanBill (转交, decision 0700): the caller's pending step goes to another member. */
export type TransferLoanRequest = { LoanNo: LoanNo; ToMemberId: Id; Comment?: string }
/** POST b2b/CustomerBill/AddLoanApprover (加签, decision 0700): a member decides before or after the caller. */
export type AddLoanApproverRequest = { LoanNo: LoanNo; ToMemberId: Id; Position: AddApproverPosition; Comment?: string }
/** POST b2b/CustomerBill/ReturnLoanBill (退回, decision 0700): to an earlier step (its Level), or 0 to the applicant. */
export type ReturnLoanRequest = { LoanNo: LoanNo; ToLevel: number; Reason: string }
/** POST b2b/CustomerBill/PayLoanBill (finance, reqId): pays the approved loan out from a payment account. */
export type PayLoanRequest = { LoanNo: LoanNo; PayAccountId: Id }

export type RepaymentSummary = {
  RepayNo: RepayNo
  LoanNo: LoanNo
  Method: 'cash' | 'transfer' | 'offset'
  /** 现金还款, 银行转账（流水号 …）or 冲借款 (with the reimbursement bill). */
  MethodText: string
  /** The bank's 流水号 of a transfer ('' otherwise), for finance to find it on the statement (decision 0710). */
  Reference?: string
  AmountFen: Fen
  Status: 'Approving' | 'Paid' | 'Rejected' | 'Revoked'
  StatusText: string
  BillNo: string
  ApplicantName: string
  Remark: string
  CreatedAt: InstantString
}

export type CollectionAccountView = { AccountName: string; AccountNo: string; BankName: string; BranchName: string }

export type LoanDetail = LoanSummary & {
  PaidOutFen: Fen
  RepaidFen: Fen
  OffsetFen: Fen
  PendingFen: Fen
  Collection: CollectionAccountView
  PayAccountName: string
  PaidAt: InstantString | ''
  Steps: LoanStep[]
  History: LoanHistoryEntry[]
  Repayments: RepaymentSummary[]
  CanApprove: boolean
  CanRevoke: boolean
  CanPay: boolean
  CanRepay: boolean
}

/** POST b2b/CustomerBill/GetMyLoanBalance: the caller's loans in total (paid out = repaid + offset + outstanding). */
export type LoanBalanceData = { PaidOutFen: Fen; RepaidFen: Fen; OffsetFen: Fen; OutstandingFen: Fen; PendingFen: Fen; AvailableFen: Fen; OpenCount: number }

/** POST b2b/CustomerBill/GetOpenLoanList: the caller's (or, for finance, a member's) loans with something to repay, oldest first. */
export type OpenLoanListRequest = { PageIndex: number; PageSize: number; Keyword?: string }

/** POST b2b/CustomerBill/SaveRepaymentBill (reqId): a cash or bank-transfer repayment (with its 流水号) waiting for finance to confirm receipt. */
export type SaveRepaymentRequest = { LoanNo: LoanNo; AmountFen: Fen; Remark: string; Method?: 'cash' | 'transfer'; Reference?: string }
export type RepayNoData = { RepayNo: RepayNo; Status: RepaymentSummary['Status'] }
export type RepayNoRequest = { RepayNo: RepayNo }
export type RejectRepaymentRequest = { RepayNo: RepayNo; Reason: string }
export type RepaymentDetail = RepaymentSummary & {
  LoanReason: string
  LoanAmountFen: Fen
  LoanOutstandingFen: Fen
  History: LoanHistoryEntry[]
  CanConfirm: boolean
  CanRevoke: boolean
}
export type RepaymentListRequest = { Tab: 'mine' | 'confirm'; PageIndex: number; PageSize: number }
export type RepaymentListData = { Items: RepaymentSummary[]; Total: number; PageIndex: number; PageSize: number }

/** POST b2b/CustomerBill/OffsetLoan (reqId): the caller's reimbursement bill offsets open loans (冲借款). */
export type OffsetLoanRequest = { BillNo: string; Items: { LoanNo: LoanNo; AmountFen: Fen }[] }
export type OffsetLoanData = { BillNo: string; OffsetFen: Fen; RepayNos: RepayNo[] }

// ---------------------------------------------------------------- collection accounts and banks

export type CollectionInfo = CollectionAccountView & { CollectionInfoId: Id; BankCode: string; IsDefault: boolean }
/** POST b2b/CustomerBill/GetCollectionInfoList: the caller's accounts, default first. */
export type CollectionInfoListData = { Items: CollectionInfo[] }
/** POST b2b/CustomerBill/SaveCollectionInfo (reqId for a new one): account number 8-30 digits, bank from listBankType. */
export type SaveCollectionInfoRequest = { CollectionInfoId?: Id; AccountName: string; AccountNo: string; BankCode: string; BranchName: string; IsDefault: boolean }
export type CollectionInfoIdData = { CollectionInfoId: Id }
export type CollectionInfoIdRequest = { CollectionInfoId: Id }

export type BankType = { BankCode: string; BankName: string }
/** POST finance-asset/listBankType */
export type BankTypeRequest = { Keyword?: string }
export type BankTypeData = { Items: BankType[] }
export type BankBranch = { BranchCode: string; BranchName: string; CityName: string }
/** POST finance-asset/pageBankInfo: the bank's branches by city or name; none 2000. */
export type BankInfoRequest = { BankCode: string; Keyword?: string; PageIndex: number; PageSize: number }
export type BankInfoData = { Items: BankBranch[]; Total: number; PageIndex: number; PageSize: number }

/** POST b2b/CustomerBill/GetPayAccountList (finance): the enterprise's accounts loans are paid out from. */
export type PayAccount = { PayAccountId: Id; AccountName: string; AccountNo: string; BankName: string }
export type PayAccountListData = { Items: PayAccount[] }

/** POST b2b/CustomerBill/GetReimbursementMemberList: members of the caller's enterprise one may claim for. */
export type ReimbursementMember = { MemberId: Id; Name: string; DepartmentName: string; Phone: string }
export type ReimbursementMemberRequest = { Keyword?: string; PageIndex: number; PageSize: number }
export type ReimbursementMemberData = { Items: ReimbursementMember[]; Total: number; PageIndex: number; PageSize: number }
