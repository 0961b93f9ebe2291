import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/expense'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PageIndexSchema, PageSizeSchema } from '../../lib/schemas'

const Fen = Type.Integer({ minimum: 0, maximum: 100_000_000 })
/** BX… a reimbursement bill, DG… a 对公报销 (decision 0310). */
export const BillNo = Type.String({ pattern: '^(BX|DG)\\d{8,20}$' })
export const UploadUrl = Type.String({ pattern: '^/tripwise-m-api/common/file/[0-9a-f]{32}$' })
export const BillStatus = Type.Union([
  Type.Literal('Draft'), Type.Literal('Approving'), Type.Literal('Rejected'), Type.Literal('Revoked'), Type.Literal('Approved'), Type.Literal('Paid'),
])

export const CostListBody = Type.Object({
  Month: Type.Optional(Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' })),
  OnlyFree: Type.Optional(Type.Boolean()),
})
export type _CostList = Assert<Same<Static<typeof CostListBody>, Api.CostListRequest>>

export const SaveCostBody = Type.Object({
  CostId: Type.Optional(IdSchema),
  CostTypeId: IdSchema,
  AmountFen: Fen,
  CostDate: DateSchema,
  CityName: Type.String({ maxLength: 40 }),
  Remark: Type.String({ maxLength: 200 }),
  Attachments: Type.Array(UploadUrl, { maxItems: 9 }),
})
export type _SaveCost = Assert<Same<Static<typeof SaveCostBody>, Api.SaveCostRequest>>

export const CostIdBody = Type.Object({ CostId: IdSchema })
export type _CostId = Assert<Same<Static<typeof CostIdBody>, Api.CostIdRequest>>

export const SaveBillBody = Type.Object({
  BillNo: Type.Optional(BillNo),
  Title: Type.String({ minLength: 1, maxLength: 60 }),
  Reason: Type.String({ maxLength: 500 }),
  CostCenterId: IdSchema,
  ProjectId: Type.Optional(IdSchema),
  ReimbursedMemberId: Type.Optional(IdSchema),
  CostIds: Type.Array(IdSchema, { minItems: 1, maxItems: 50 }),
  LoanOffsets: Type.Optional(Type.Array(Type.Object({ LoanNo: Type.String({ pattern: '^JK\\d{8,20}$' }), AmountFen: Type.Integer({ minimum: 1, maximum: 100_000_000 }) }), { maxItems: 10 })),
  Submit: Type.Boolean(),
})
export type _SaveBill = Assert<Same<Static<typeof SaveBillBody>, Api.SaveReimbursementBillRequest>>

export const BillNoBody = Type.Object({ BillNo: BillNo })
export type _BillNo = Assert<Same<Static<typeof BillNoBody>, Api.BillNoRequest>>

export const PayBillBody = Type.Object({ BillNo: BillNo, PayAccountId: IdSchema })
export type _PayBill = Assert<Same<Static<typeof PayBillBody>, Api.PayBillRequest>>

const BatchBillNos = Type.Array(BillNo, { minItems: 1, maxItems: 50, uniqueItems: true })
export const PayBatchPreviewBody = Type.Object({ BillNos: BatchBillNos })
export type _PayBatchPreview = Assert<Same<Static<typeof PayBatchPreviewBody>, Api.PayBatchPreviewRequest>>
export const PayBatchBody = Type.Object({ BillNos: BatchBillNos, PayAccountId: IdSchema })
export type _PayBatch = Assert<Same<Static<typeof PayBatchBody>, Api.PayBatchRequest>>
export const PayBatchData = Type.Object({
  BatchNo: Type.String(),
  Count: Type.Integer(),
  TotalFen: Type.Integer(),
  Items: Type.Array(Type.Object({
    BillNo: Type.String(), Title: Type.String(), PayeeName: Type.String(), BankName: Type.String(), AccountNo: Type.String(), AmountFen: Type.Integer(), PaymentNo: Type.String(),
  })),
})
export type _PayBatchData = Assert<Same<Static<typeof PayBatchData>, Api.PayBatchData>>
export const PayBatchFileBody = Type.Object({ BatchNo: Type.String({ pattern: '^PC\\d{8,20}$' }), Format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]) })
export type _PayBatchFile = Assert<Same<Static<typeof PayBatchFileBody>, Api.PayBatchFileRequest>>
export const PayBatchFileData = Type.Object({ FileName: Type.String(), MimeType: Type.String(), ContentBase64: Type.String() })
export type _PayBatchFileData = Assert<Same<Static<typeof PayBatchFileData>, Api.PayBatchFileData>>
export const PaidBillsExportBody = Type.Object({ Month: Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' }) })
export type _PaidBillsExport = Assert<Same<Static<typeof PaidBillsExportBody>, Api.PaidBillsExportRequest>>
const MonthSchema = Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' })
export const ExpenseReportBody = Type.Object({ FromMonth: MonthSchema, ToMonth: MonthSchema })
export type _ExpenseReport = Assert<Same<Static<typeof ExpenseReportBody>, Api.ExpenseReportRequest>>
const ReportGroup = Type.Object({ Name: Type.String(), BillCount: Type.Integer(), CostFen: Type.Integer(), PaidFen: Type.Integer() })
export const ExpenseReportData = Type.Object({
  FromMonth: Type.String(), ToMonth: Type.String(), BillCount: Type.Integer(), CostFen: Type.Integer(), PaidFen: Type.Integer(),
  ByMonth: Type.Array(ReportGroup), ByDepartment: Type.Array(ReportGroup), ByCostCenter: Type.Array(ReportGroup), ByProject: Type.Array(ReportGroup),
})
export type _ExpenseReportData = Assert<Same<Static<typeof ExpenseReportData>, Api.ExpenseReportData>>

export const BillListBody = Type.Object({
  Tab: Type.Union([Type.Literal('all'), Type.Literal('approving'), Type.Literal('approved'), Type.Literal('paid'), Type.Literal('returned')]),
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
})
export type _BillList = Assert<Same<Static<typeof BillListBody>, Api.BillListRequest>>

export const ApprovalListBody = Type.Object({
  Tab: Type.Union([Type.Literal('pending'), Type.Literal('processed'), Type.Literal('payable')]),
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
})
export type _ApprovalList = Assert<Same<Static<typeof ApprovalListBody>, Api.BillApprovalListRequest>>

export const ApproveBody = Type.Object({ BillNo: BillNo, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Approve = Assert<Same<Static<typeof ApproveBody>, Api.ApproveBillRequest>>

export const RejectBody = Type.Object({ BillNo: BillNo, Reason: Type.String({ minLength: 1, maxLength: 200 }) })
export type _Reject = Assert<Same<Static<typeof RejectBody>, Api.RejectBillRequest>>
export const TransferBody = Type.Object({ BillNo: BillNo, ToMemberId: IdSchema, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _Transfer = Assert<Same<Static<typeof TransferBody>, Api.TransferBillRequest>>
export const AddApproverPosition = Type.Union([Type.Literal('before'), Type.Literal('after')])
export const AddApproverBody = Type.Object({ BillNo: BillNo, ToMemberId: IdSchema, Position: AddApproverPosition, Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type _AddApprover = Assert<Same<Static<typeof AddApproverBody>, Api.AddBillApproverRequest>>
export const ReturnBody = Type.Object({ BillNo: BillNo, ToLevel: Type.Integer({ minimum: 0, maximum: 50 }), Reason: Type.String({ minLength: 1, maxLength: 200 }) })
export type _Return = Assert<Same<Static<typeof ReturnBody>, Api.ReturnBillRequest>>
export const CommentBody = Type.Object({ BillNo: BillNo, Text: Type.String({ maxLength: 500 }), Attachments: Type.Array(UploadUrl, { maxItems: 9 }) })
export type _Comment = Assert<Same<Static<typeof CommentBody>, Api.CommentBillRequest>>

// Data schemas (the response side of the routes).
export const Cost = Type.Object({
  CostId: Type.String(), CostTypeId: Type.String(), CostTypeName: Type.String(), AmountFen: Type.Integer(), CostDate: Type.String(),
  CityName: Type.String(), Remark: Type.String(), Attachments: Type.Array(Type.String()), BillNo: Type.String(),
  BillStatus: Type.Union([BillStatus, Type.Literal('')]), OrderNo: Type.String(), CompanyPaid: Type.Boolean(),
})
export const Supplier = Type.Object({
  SupplierId: Type.String(), Name: Type.String(), TaxNo: Type.String(), BankName: Type.String(), AccountNo: Type.String(),
  ContactName: Type.String(), ContactPhone: Type.String(), IsRetired: Type.Boolean(),
})
export const CostTypeListData = Type.Object({ Items: Type.Array(Type.Object({ CostTypeId: Type.String(), Name: Type.String(), ParentId: Type.String() })) })
export const CostListData = Type.Object({ Items: Type.Array(Cost), TotalFen: Type.Integer() })
export const CostIdData = Type.Object({ CostId: Type.String() })
export const BillNoData = Type.Object({ BillNo: Type.String(), Status: BillStatus })
const Summary = {
  BillNo: Type.String(), Kind: Type.Union([Type.Literal('reimbursement'), Type.Literal('corporate')]), Title: Type.String(), ApplicantName: Type.String(), AmountFen: Type.Integer(),
  Status: BillStatus, StatusText: Type.String(), CreatedAt: Type.String(),
}
export const BillListData = Type.Object({ Items: Type.Array(Type.Object(Summary)), Total: Type.Integer(), PageIndex: Type.Integer(), PageSize: Type.Integer() })
export const BillDetailData = Type.Object({
  ...Summary,
  Reason: Type.String(), CostCenterId: Type.String(), CostCenterName: Type.String(),
  ProjectId: Type.String(), ProjectName: Type.String(), ReimbursedMemberId: Type.String(), ReimbursedMemberName: Type.String(), Costs: Type.Array(Cost),
  History: Type.Array(Type.Object({ Status: BillStatus, StatusText: Type.String(), ActorName: Type.String(), Note: Type.String(), At: Type.String(), Attachments: Type.Array(Type.String()) })),
  Steps: Type.Array(Type.Object({
    Level: Type.Integer(), Name: Type.String(), ApproverNames: Type.Array(Type.String()),
    State: Type.Union([Type.Literal('waiting'), Type.Literal('current'), Type.Literal('approved'), Type.Literal('rejected')]),
  })),
  CanEdit: Type.Boolean(), CanSubmit: Type.Boolean(), CanRevoke: Type.Boolean(), CanApprove: Type.Boolean(), CanComment: Type.Boolean(), CanPay: Type.Boolean(), PaidAt: Type.String(),
  Supplier: Type.Union([Supplier, Type.Null()]), Attachments: Type.Array(Type.String()), PaymentNo: Type.String(),
  LoanOffsets: Type.Array(Type.Object({ LoanNo: Type.String(), RepayNo: Type.String(), AmountFen: Type.Integer(), LoanReason: Type.String() })),
  OffsetFen: Type.Integer(), CompanyPaidFen: Type.Integer(), ReimbursableFen: Type.Integer(), PayableFen: Type.Integer(), DeductibleVatFen: Type.Integer(),
  Payee: Type.Object({ Name: Type.String(), BankName: Type.String(), AccountNo: Type.String() }),
})
export type _BillDetailData = Assert<Same<Static<typeof BillDetailData>, Api.BillDetail>>
export type _CostListData = Assert<Same<Static<typeof CostListData>, Api.CostListData>>
