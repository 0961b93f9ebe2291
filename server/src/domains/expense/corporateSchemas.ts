import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/expense'
import type { Assert, Same } from '../../lib/type-check'
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../../lib/schemas'
import { Arr, Bool, Int, Obj, Str } from '../../lib/data-schemas'
import { BillNo, Cost, UploadUrl } from './schemas'

// 对公报销, suppliers, 付款单, cost detail and the enterprise's payment bill (decisions 0310-0312).

export const SupplierListBody = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  IncludeRetired: Type.Optional(Type.Boolean()),
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
})
export type _SupplierList = Assert<Same<Static<typeof SupplierListBody>, Api.SupplierListRequest>>

export const SaveSupplierBody = Type.Object({
  SupplierId: Type.Optional(IdSchema),
  Name: Type.String({ minLength: 1, maxLength: 60 }),
  TaxNo: Type.String({ maxLength: 18 }),
  BankName: Type.String({ minLength: 1, maxLength: 60 }),
  AccountNo: Type.String({ maxLength: 30 }),
  ContactName: Type.String({ maxLength: 20 }),
  ContactPhone: Type.String({ maxLength: 20 }),
})
export type _SaveSupplier = Assert<Same<Static<typeof SaveSupplierBody>, Api.SaveSupplierRequest>>

export const RetireSupplierBody = Type.Object({ SupplierId: IdSchema, Retired: Type.Boolean() })
export type _RetireSupplier = Assert<Same<Static<typeof RetireSupplierBody>, Api.RetireSupplierRequest>>

export const SaveCorporateBillBody = Type.Object({
  BillNo: Type.Optional(BillNo),
  Title: Type.String({ minLength: 1, maxLength: 60 }),
  Reason: Type.String({ maxLength: 500 }),
  CostCenterId: IdSchema,
  ProjectId: Type.Optional(IdSchema),
  SupplierId: IdSchema,
  CostIds: Type.Array(IdSchema, { minItems: 1, maxItems: 50 }),
  Attachments: Type.Array(UploadUrl, { maxItems: 9 }),
  Submit: Type.Boolean(),
})
export type _SaveCorporate = Assert<Same<Static<typeof SaveCorporateBillBody>, Api.SaveCorporateBillRequest>>

export const PaymentBillBody = Type.Object({ PaymentNo: Type.String({ pattern: '^FK\\d{8,20}$' }) })
export type _PaymentBill = Assert<Same<Static<typeof PaymentBillBody>, Api.PaymentBillRequest>>

export const ConsumptionBody = Type.Object({
  Month: Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' }),
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
})
export type _Consumption = Assert<Same<Static<typeof ConsumptionBody>, Api.ConsumptionPageRequest>>

const Invoice = Type.Object({
  InvoiceId: Type.String(), CostId: Type.String(), TypeCode: Type.String(), TypeName: Type.String(), InvoiceCode: Type.String(), InvoiceNo: Type.String(),
  InvoiceDate: Type.String(), AmountFen: Type.Integer(), TaxFen: Type.Integer(), TotalFen: Type.Integer(), DeductibleVatFen: Type.Integer(), CheckCode: Type.String(),
  Source: Type.Union([Type.Literal('manual'), Type.Literal('qr'), Type.Literal('order')]),
})
export const CostDetailData = Type.Object({ Cost, Invoices: Type.Array(Invoice), BillTitle: Type.String(), CanEdit: Type.Boolean(), CoverageText: Type.String() })
export type _CostDetailData = Assert<Same<Static<typeof CostDetailData>, Api.CostDetailData>>

export const PaymentBillData = Type.Object({
  PaymentNo: Type.String(), BillNo: Type.String(), BillKind: Type.Union([Type.Literal('reimbursement'), Type.Literal('corporate')]), BillTitle: Type.String(),
  ApplicantName: Type.String(), AmountFen: Type.Integer(), PayeeKind: Type.Union([Type.Literal('supplier'), Type.Literal('member')]), PayeeName: Type.String(),
  BankName: Type.String(), AccountNo: Type.String(), PaidByName: Type.String(), PaidAt: Type.String(), PayAccountName: Type.String(),
})
export type _PaymentBillData = Assert<Same<Static<typeof PaymentBillData>, Api.PaymentBillDetail>>

// ---------------------------------------------------------------- answers (Data)

const SupplierFields = { SupplierId: Str, Name: Str, TaxNo: Str, BankName: Str, AccountNo: Str, ContactName: Str, ContactPhone: Str, IsRetired: Bool }
export const SupplierListData = Obj({ Items: Arr(Obj({ ...SupplierFields, CanManage: Bool })), Total: Int, PageIndex: Int, PageSize: Int })
export type _SupplierListData = Assert<Same<Static<typeof SupplierListData>, Api.SupplierListData>>
export const SaveSupplierData = Obj({ SupplierId: Str })
export type _SaveSupplierData = Assert<Same<Static<typeof SaveSupplierData>, Api.SaveSupplierData>>
export const SupplierData = Obj(SupplierFields)
export type _SupplierData = Assert<Same<Static<typeof SupplierData>, Api.Supplier>>
export const ConsumptionPageData = Obj({
  Items: Arr(Obj({ OrderNo: Str, ProductType: Int, Title: Str, TravellerName: Str, StatusName: Str, PaidFen: Int, PaidAt: Str })),
  Total: Int, PageIndex: Int, PageSize: Int, Month: Str, TotalFen: Int, BalanceFen: Int,
})
export type _ConsumptionPageData = Assert<Same<Static<typeof ConsumptionPageData>, Api.ConsumptionPageData>>
