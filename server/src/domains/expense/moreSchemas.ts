import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/expense'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema } from '../../lib/schemas'

// Invoices on costs, order imports and travel subsidies (decisions 0250-0252).

const Fen = Type.Integer({ minimum: 0, maximum: 100_000_000 })
const Source = Type.Union([Type.Literal('manual'), Type.Literal('qr'), Type.Literal('order')])
const ApplyNo = Type.String({ pattern: '^[A-Z]{1,4}\\d{6,24}$' })

export const InvoiceListBody = Type.Object({ CostId: IdSchema })
export type _InvoiceList = Assert<Same<Static<typeof InvoiceListBody>, Api.InvoiceListRequest>>

export const SaveInvoiceBody = Type.Object({
  InvoiceId: Type.Optional(IdSchema),
  CostId: IdSchema,
  TypeCode: Type.String({ pattern: '^\\d{2}$' }),
  InvoiceCode: Type.String({ pattern: '^(\\d{10}|\\d{12})?$' }),
  InvoiceNo: Type.String({ pattern: '^(\\d{8}|\\d{20})$' }),
  InvoiceDate: DateSchema,
  AmountFen: Fen,
  TaxFen: Fen,
  CheckCode: Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z]*$' }),
  Source,
})
export type _SaveInvoice = Assert<Same<Static<typeof SaveInvoiceBody>, Api.SaveInvoiceRequest>>

export const InvoiceIdBody = Type.Object({ InvoiceId: IdSchema })
export type _InvoiceId = Assert<Same<Static<typeof InvoiceIdBody>, Api.InvoiceIdRequest>>

export const CheckInvoiceBody = Type.Object({
  InvoiceCode: Type.String({ pattern: '^(\\d{10}|\\d{12})?$' }),
  InvoiceNo: Type.String({ pattern: '^(\\d{8}|\\d{20})$' }),
})
export type _CheckInvoice = Assert<Same<Static<typeof CheckInvoiceBody>, Api.CheckInvoiceRequest>>

export const ImportOrdersBody = Type.Object({ OrderNos: Type.Array(Type.String({ minLength: 4, maxLength: 40 }), { minItems: 1, maxItems: 50 }) })
export type _ImportOrders = Assert<Same<Static<typeof ImportOrdersBody>, Api.ImportOrdersRequest>>

export const SubsidyBody = Type.Object({ ApplyNo: Type.Optional(ApplyNo) })
export type _Subsidy = Assert<Same<Static<typeof SubsidyBody>, Api.MySubsidyRequest>>

const Coverage = Type.Union([Type.Literal('none'), Type.Literal('short'), Type.Literal('match'), Type.Literal('over')])
const Invoice = Type.Object({
  InvoiceId: Type.String(), CostId: Type.String(), TypeCode: Type.String(), TypeName: Type.String(), InvoiceCode: Type.String(), InvoiceNo: Type.String(),
  InvoiceDate: Type.String(), AmountFen: Type.Integer(), TaxFen: Type.Integer(), TotalFen: Type.Integer(), DeductibleVatFen: Type.Integer(), CheckCode: Type.String(), Source,
})
export const InvoiceListData = Type.Object({ Items: Type.Array(Invoice), CostAmountFen: Type.Integer(), Coverage, CoverageText: Type.String() })
export type _InvoiceListData = Assert<Same<Static<typeof InvoiceListData>, Api.InvoiceListData>>
export const SaveInvoiceData = Type.Object({ InvoiceId: Type.String(), Coverage, CoverageText: Type.String() })
export const InvoiceIdData = Type.Object({ InvoiceId: Type.String() })
export const CheckInvoiceData = Type.Object({ Claimed: Type.Boolean(), ClaimedBy: Type.String(), ClaimedAt: Type.String(), BillNo: Type.String() })
export const IdentifyPdfData = Type.Object({
  TypeCode: Type.String(), TypeName: Type.String(), InvoiceCode: Type.String(), InvoiceNo: Type.String(), InvoiceDate: Type.String(),
  AmountFen: Type.Integer(), TaxFen: Type.Integer(), TotalFen: Type.Integer(), CheckCode: Type.String(), Digital: Type.Boolean(),
  BuyerName: Type.String(), BuyerTaxNo: Type.String(), SellerName: Type.String(), SellerTaxNo: Type.String(), Claim: CheckInvoiceData,
})
export const ImportableOrdersData = Type.Object({
  Items: Type.Array(Type.Object({
    OrderNo: Type.String(), ProductType: Type.Integer(), ProductName: Type.String(), Title: Type.String(), AmountFen: Type.Integer(),
    Date: Type.String(), CityName: Type.String(), CostTypeName: Type.String(), CompanyPaid: Type.Boolean(),
  })),
})
export type _ImportableData = Assert<Same<Static<typeof ImportableOrdersData>, Api.ImportableOrdersData>>
export const ImportOrdersData = Type.Object({ CostIds: Type.Array(Type.String()) })
export const MySubsidyData = Type.Object({
  Trips: Type.Array(Type.Object({
    ApplyNo: Type.String(), Reason: Type.String(), CityName: Type.String(), CityTier: Type.Integer(), Depart: Type.String(), Back: Type.String(), DailyFen: Type.Integer(),
  })),
  Days: Type.Array(Type.Object({
    Date: Type.String(), Halves: Type.Union([Type.Literal(1), Type.Literal(2)]), AmountFen: Type.Integer(), CityName: Type.String(), Claimed: Type.Boolean(),
  })),
  DayCount: Type.Number(), AmountFen: Type.Integer(), UnclaimedFen: Type.Integer(), DepartAfter: Type.String(), ReturnBefore: Type.String(),
  Rates: Type.Array(Type.Object({ CityTier: Type.Integer(), Grade: Type.String(), MealFen: Type.Integer(), TransportFen: Type.Integer(), CommunicationFen: Type.Integer() })),
  Grade: Type.String(),
})
export type _MySubsidyData = Assert<Same<Static<typeof MySubsidyData>, Api.MySubsidyData>>
export const ClaimSubsidyData = Type.Object({ CostId: Type.String(), AmountFen: Type.Integer(), DayCount: Type.Number() })

export const DraftTripBody = Type.Object({ ApplyNo })
export type _DraftTrip = Assert<Same<Static<typeof DraftTripBody>, Api.DraftTripReimbursementRequest>>
export const TripsToReimburseData = Type.Object({
  Items: Type.Array(Type.Object({
    ApplyNo: Type.String(), Reason: Type.String(), CityName: Type.String(), StartDate: Type.String(), EndDate: Type.String(), OrderCount: Type.Integer(), AmountFen: Type.Integer(),
  })),
})
export type _TripsData = Assert<Same<Static<typeof TripsToReimburseData>, Api.TripsToReimburseData>>

export const StatsBody = Type.Object({ Year: Type.Integer({ minimum: 2000, maximum: 2100 }) })
export type _Stats = Assert<Same<Static<typeof StatsBody>, Api.AccountBookStatsRequest>>
export const StatsData = Type.Object({
  Year: Type.Integer(), TotalFen: Type.Integer(),
  ByMonth: Type.Array(Type.Object({ Month: Type.String(), AmountFen: Type.Integer() })),
  ByType: Type.Array(Type.Object({ CostTypeName: Type.String(), AmountFen: Type.Integer() })),
})
export type _StatsData = Assert<Same<Static<typeof StatsData>, Api.AccountBookStatsData>>
