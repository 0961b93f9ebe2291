import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/loans'
import { Int, Lits, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PageIndexSchema, PageSizeSchema } from '../../lib/schemas'

const Fen = Type.Integer({ minimum: 1, maximum: 100_000_000 })
const LoanNo = Type.String({ pattern: '^JK\\d{8,20}$' })
const RepayNo = Type.String({ pattern: '^HK\\d{8,20}$' })
const Keyword = Type.Optional(Type.String({ maxLength: 40 }))
const Page = { PageIndex: PageIndexSchema, PageSize: PageSizeSchema }

export const SaveLoanBody = Type.Object({ Reason: Type.String({ minLength: 1, maxLength: 200 }), AmountFen: Fen, ExpectedRepayDate: DateSchema, CollectionInfoId: IdSchema })
export type _SaveLoan = Assert<Same<Static<typeof SaveLoanBody>, Api.SaveLoanBillRequest>>
export const LoanListBody = Type.Object({ Tab: Type.Union([Type.Literal('mine'), Type.Literal('pending'), Type.Literal('processed'), Type.Literal('payable')]), ...Page })
export type _LoanList = Assert<Same<Static<typeof LoanListBody>, Api.LoanListRequest>>
export const LoanNoBody = Type.Object({ LoanNo })
export type _LoanNo = Assert<Same<Static<typeof LoanNoBody>, Api.LoanNoRequest>>
export const ApproveLoanBody = Type.Object({ LoanNo, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Approve = Assert<Same<Static<typeof ApproveLoanBody>, Api.ApproveLoanRequest>>
export const RejectLoanBody = Type.Object({ LoanNo, Reason: Type.String({ maxLength: 200 }) })
export type _Reject = Assert<Same<Static<typeof RejectLoanBody>, Api.RejectLoanRequest>>
export const TransferLoanBody = Type.Object({ LoanNo, ToMemberId: IdSchema, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Transfer = Assert<Same<Static<typeof TransferLoanBody>, Api.TransferLoanRequest>>
export const AddLoanApproverBody = Type.Object({
  LoanNo, ToMemberId: IdSchema, Position: Type.Union([Type.Literal('before'), Type.Literal('after')]), Comment: Type.Optional(Type.String({ maxLength: 200 })),
})
export type _AddApprover = Assert<Same<Static<typeof AddLoanApproverBody>, Api.AddLoanApproverRequest>>
export const ReturnLoanBody = Type.Object({ LoanNo, ToLevel: Type.Integer({ minimum: 0, maximum: 50 }), Reason: Type.String({ minLength: 1, maxLength: 200 }) })
export type _Return = Assert<Same<Static<typeof ReturnLoanBody>, Api.ReturnLoanRequest>>
export const LoanNoData = Type.Object({
  LoanNo: Type.String(),
  Status: Type.Union(['Draft', 'Approving', 'Rejected', 'Revoked', 'Approved', 'Paid'].map((s) => Type.Literal(s as Api.LoanNoData['Status']))),
})
export type _LoanNoData = Assert<Same<Static<typeof LoanNoData>, Api.LoanNoData>>
export const PayLoanBody = Type.Object({ LoanNo, PayAccountId: IdSchema })
export type _Pay = Assert<Same<Static<typeof PayLoanBody>, Api.PayLoanRequest>>
export const OpenLoanBody = Type.Object({ ...Page, Keyword })
export type _Open = Assert<Same<Static<typeof OpenLoanBody>, Api.OpenLoanListRequest>>
export const SaveRepaymentBody = Type.Object({
  LoanNo, AmountFen: Fen, Remark: Type.String({ maxLength: 200 }),
  Method: Type.Optional(Type.Union([Type.Literal('cash'), Type.Literal('transfer')])), Reference: Type.Optional(Type.String({ maxLength: 60 })),
})
export type _SaveRepay = Assert<Same<Static<typeof SaveRepaymentBody>, Api.SaveRepaymentRequest>>
export const RepayNoBody = Type.Object({ RepayNo })
export type _RepayNo = Assert<Same<Static<typeof RepayNoBody>, Api.RepayNoRequest>>
export const RejectRepaymentBody = Type.Object({ RepayNo, Reason: Type.String({ maxLength: 200 }) })
export type _RejectRepay = Assert<Same<Static<typeof RejectRepaymentBody>, Api.RejectRepaymentRequest>>
export const RepaymentListBody = Type.Object({ Tab: Type.Union([Type.Literal('mine'), Type.Literal('confirm')]), ...Page })
export type _RepayList = Assert<Same<Static<typeof RepaymentListBody>, Api.RepaymentListRequest>>
export const OffsetBody = Type.Object({
  BillNo: Type.String({ pattern: '^BX\\d{8,20}$' }),
  Items: Type.Array(Type.Object({ LoanNo, AmountFen: Fen }), { minItems: 1, maxItems: 20 }),
})
export type _Offset = Assert<Same<Static<typeof OffsetBody>, Api.OffsetLoanRequest>>
export const SaveCollectionBody = Type.Object({
  CollectionInfoId: Type.Optional(IdSchema),
  AccountName: Type.String({ minLength: 1, maxLength: 40 }),
  AccountNo: Type.String({ minLength: 8, maxLength: 40 }),
  BankCode: Type.String({ pattern: '^[A-Z0-9]{2,12}$' }),
  BranchName: Type.String({ maxLength: 60 }),
  IsDefault: Type.Boolean(),
})
export type _SaveCollection = Assert<Same<Static<typeof SaveCollectionBody>, Api.SaveCollectionInfoRequest>>
export const CollectionIdBody = Type.Object({ CollectionInfoId: IdSchema })
export type _CollectionId = Assert<Same<Static<typeof CollectionIdBody>, Api.CollectionInfoIdRequest>>
export const BankTypeBody = Type.Object({ Keyword })
export type _BankType = Assert<Same<Static<typeof BankTypeBody>, Api.BankTypeRequest>>
export const BankInfoBody = Type.Object({ BankCode: Type.String({ pattern: '^[A-Z0-9]{2,12}$' }), Keyword, ...Page })
export type _BankInfo = Assert<Same<Static<typeof BankInfoBody>, Api.BankInfoRequest>>
export const MemberBody = Type.Object({ Keyword, ...Page })
export type _Member = Assert<Same<Static<typeof MemberBody>, Api.ReimbursementMemberRequest>>

// ---------------------------------------------------------------- answers (Data), checked against types/api like the bodies

const BillStatus = Lits<Api.LoanSummary['Status']>(['Draft', 'Approving', 'Rejected', 'Revoked', 'Approved', 'Paid'])
const PageOf = <T extends ReturnType<typeof Type.Object>>(item: T) => Type.Object({ Items: Type.Array(item), Total: Int, PageIndex: Int, PageSize: Int })
const LoanSummaryFields = {
  LoanNo: Str, Reason: Str, ApplicantName: Str, AmountFen: Int, Status: BillStatus, StatusText: Str,
  OutstandingFen: Int, AvailableFen: Int, ExpectedRepayDate: Str, CreatedAt: Str,
}
const LoanSummary = Type.Object(LoanSummaryFields)
export const LoanListData = PageOf(LoanSummary)
export type _LoanListData = Assert<Same<Static<typeof LoanListData>, Api.LoanListData>>
const HistoryEntry = Type.Object({ StatusText: Str, ActorName: Str, Note: Str, At: Str })
const RepaymentStatus = Lits<Api.RepaymentSummary['Status']>(['Approving', 'Paid', 'Rejected', 'Revoked'])
const RepaymentSummaryFields = {
  RepayNo: Str, LoanNo: Str, Method: Lits<Api.RepaymentSummary['Method']>(['cash', 'transfer', 'offset']), MethodText: Str,
  Reference: Type.Optional(Str), AmountFen: Int, Status: RepaymentStatus, StatusText: Str, BillNo: Str, ApplicantName: Str, Remark: Str, CreatedAt: Str,
}
const RepaymentSummary = Type.Object(RepaymentSummaryFields)
const CollectionAccountViewFields = { AccountName: Str, AccountNo: Str, BankName: Str, BranchName: Str }
export const LoanDetailData = Type.Object({
  ...LoanSummaryFields,
  PaidOutFen: Int, RepaidFen: Int, OffsetFen: Int, PendingFen: Int,
  Collection: Type.Object(CollectionAccountViewFields),
  PayAccountName: Str, PaidAt: Str,
  Steps: Type.Array(Type.Object({ Level: Int, Name: Str, ApproverNames: Type.Array(Str), State: Lits<Api.LoanStep['State']>(['waiting', 'current', 'approved', 'rejected']) })),
  History: Type.Array(HistoryEntry),
  Repayments: Type.Array(RepaymentSummary),
  CanApprove: Type.Boolean(), CanRevoke: Type.Boolean(), CanPay: Type.Boolean(), CanRepay: Type.Boolean(),
})
export type _LoanDetailData = Assert<Same<Static<typeof LoanDetailData>, Api.LoanDetail>>
export const LoanBalanceData = Type.Object({ PaidOutFen: Int, RepaidFen: Int, OffsetFen: Int, OutstandingFen: Int, PendingFen: Int, AvailableFen: Int, OpenCount: Int })
export type _LoanBalanceData = Assert<Same<Static<typeof LoanBalanceData>, Api.LoanBalanceData>>
export const RepayNoData = Type.Object({ RepayNo: Str, Status: RepaymentStatus })
export type _RepayNoData = Assert<Same<Static<typeof RepayNoData>, Api.RepayNoData>>
export const RepaymentDetailData = Type.Object({
  ...RepaymentSummaryFields,
  LoanReason: Str, LoanAmountFen: Int, LoanOutstandingFen: Int, History: Type.Array(HistoryEntry), CanConfirm: Type.Boolean(), CanRevoke: Type.Boolean(),
})
export type _RepaymentDetailData = Assert<Same<Static<typeof RepaymentDetailData>, Api.RepaymentDetail>>
export const RepaymentListData = PageOf(RepaymentSummary)
export type _RepaymentListData = Assert<Same<Static<typeof RepaymentListData>, Api.RepaymentListData>>
export const OffsetLoanData = Type.Object({ BillNo: Str, OffsetFen: Int, RepayNos: Type.Array(Str) })
export type _OffsetLoanData = Assert<Same<Static<typeof OffsetLoanData>, Api.OffsetLoanData>>
export const CollectionInfoListData = Type.Object({
  Items: Type.Array(Type.Object({ ...CollectionAccountViewFields, CollectionInfoId: Str, BankCode: Str, IsDefault: Type.Boolean() })),
})
export type _CollectionInfoListData = Assert<Same<Static<typeof CollectionInfoListData>, Api.CollectionInfoListData>>
export const CollectionInfoIdData = Type.Object({ CollectionInfoId: Str })
export type _CollectionInfoIdData = Assert<Same<Static<typeof CollectionInfoIdData>, Api.CollectionInfoIdData>>
export const BankTypeData = Type.Object({ Items: Type.Array(Type.Object({ BankCode: Str, BankName: Str })) })
export type _BankTypeData = Assert<Same<Static<typeof BankTypeData>, Api.BankTypeData>>
export const BankInfoData = PageOf(Type.Object({ BranchCode: Str, BranchName: Str, CityName: Str }))
export type _BankInfoData = Assert<Same<Static<typeof BankInfoData>, Api.BankInfoData>>
export const PayAccountListData = Type.Object({ Items: Type.Array(Type.Object({ PayAccountId: Str, AccountName: Str, AccountNo: Str, BankName: Str })) })
export type _PayAccountListData = Assert<Same<Static<typeof PayAccountListData>, Api.PayAccountListData>>
export const ReimbursementMemberData = PageOf(Type.Object({ MemberId: Str, Name: Str, DepartmentName: Str, Phone: Str }))
export type _ReimbursementMemberData = Assert<Same<Static<typeof ReimbursementMemberData>, Api.ReimbursementMemberData>>
