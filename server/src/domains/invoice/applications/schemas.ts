import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/invoice'
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
