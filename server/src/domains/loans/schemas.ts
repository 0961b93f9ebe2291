import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/loans'
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
