import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/invoice'
import { Arr, Int, Lits, Nullable, Obj, Str } from '../../../lib/data-schemas'
import { IdSchema, PageIndexSchema, PageSizeSchema, PhoneSchema } from '../../../lib/schemas'
import type { Accepts, Assert, Same } from '../../../lib/type-check'

const ApplyNoSchema = Type.String({ pattern: '^FP\\d{6,20}$' })

export const ApplyBody = Type.Object({
  OrderNos: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 50, uniqueItems: true }),
  TitleId: IdSchema,
  Kind: Type.Union([Type.Literal('normal'), Type.Literal('special')]),
  Medium: Type.Union([Type.Literal('electronic'), Type.Literal('paper')]),
  Email: Type.Optional(Type.String({ maxLength: 100 })),
  Mailing: Type.Optional(Type.Object({
    Receiver: Type.String({ maxLength: 30 }),
    Phone: PhoneSchema,
    Address: Type.String({ maxLength: 200 }),
  })),
  Remark: Type.Optional(Type.String({ maxLength: 200 })),
})
export type _Apply = Assert<Accepts<Static<typeof ApplyBody>, Api.ApplyInvoiceRequest>>

export const PageBody = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _Page = Assert<Same<Static<typeof PageBody>, Api.InvoicePageRequest>>

export const ApplyNoBody = Type.Object({ ApplyNo: ApplyNoSchema })
export type _Detail = Assert<Same<Static<typeof ApplyNoBody>, Api.InvoiceDetailRequest>>
export type _Withdraw = Assert<Same<Static<typeof ApplyNoBody>, Api.InvoiceWithdrawRequest>>

// ---------------------------------------------------------------- answers (Data)

const InvoiceableOrder = Obj({ OrderNo: Str, ProductType: Int, Title: Str, Description: Str, TravelDate: Str, AmountFen: Int })
const Status = Lits<Api.InvoiceApplicationStatus>(['Applied', 'Issued', 'Withdrawn'])
const SummaryFields = {
  ApplyNo: Str, Title: Str, Kind: Lits<Api.InvoiceKind>(['normal', 'special']), Medium: Lits<Api.InvoiceMedium>(['electronic', 'paper']),
  AmountFen: Int, OrderCount: Int, Status, StatusName: Str, CreatedAt: Str,
}
export const InvoiceableOrdersData = Obj({ Orders: Arr(InvoiceableOrder) })
export type _InvoiceableOrdersData = Assert<Same<Static<typeof InvoiceableOrdersData>, Api.InvoiceableOrdersData>>
export const ApplyInvoiceData = Obj({ ApplyNo: Str, AmountFen: Int, Status })
export type _ApplyInvoiceData = Assert<Same<Static<typeof ApplyInvoiceData>, Api.ApplyInvoiceData>>
export const InvoicePageData = Obj({ Total: Int, Items: Arr(Obj(SummaryFields)) })
export type _InvoicePageData = Assert<Same<Static<typeof InvoicePageData>, Api.InvoicePageData>>
export const InvoiceDetailData = Obj({
  ...SummaryFields,
  TitleType: Lits<Api.InvoiceTitleType>(['company', 'personal']), TaxNo: Str, Email: Str,
  Mailing: Nullable(Obj({ Receiver: Str, Phone: Str, Address: Str })), Remark: Str, Orders: Arr(InvoiceableOrder),
})
export type _InvoiceDetailData = Assert<Same<Static<typeof InvoiceDetailData>, Api.InvoiceDetailData>>
export const InvoiceWithdrawData = Type.Null()
export type _InvoiceWithdrawData = Assert<Same<Static<typeof InvoiceWithdrawData>, Api.InvoiceWithdrawData>>
