import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/invoice'
import { Arr, Bool, Lits, Obj, Str } from '../../../lib/data-schemas'
import { IdSchema } from '../../../lib/schemas'
import type { Accepts, Assert, Same } from '../../../lib/type-check'

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

export const TitleIdBody = Type.Object({ TitleId: IdSchema })
export type _GetTitle = Assert<Same<Static<typeof TitleIdBody>, Api.GetInvoiceTitleInfoRequest>>
export type _DelTitle = Assert<Same<Static<typeof TitleIdBody>, Api.DelInvoiceTitleInfoRequest>>

export const SubmitTitleBody = Type.Object({
  TitleId: Type.Optional(IdSchema),
  TitleType: Type.Union([Type.Literal('company'), Type.Literal('personal')]),
  Title: Type.String({ minLength: 1, maxLength: 100 }),
  TaxNo: Type.String({ maxLength: 30 }),
  BankName: Text(60),
  BankAccount: Text(40),
  RegisteredAddress: Text(120),
  RegisteredPhone: Text(30),
  IsDefault: Type.Optional(Type.Boolean()),
})
export type _SubmitTitle = Assert<Accepts<Static<typeof SubmitTitleBody>, Api.SubmitInvoiceTitleInfoRequest>>

// ---------------------------------------------------------------- answers (Data)

const InvoiceTitle = Obj({
  TitleId: Str, TitleType: Lits<Api.InvoiceTitleType>(['company', 'personal']), Title: Str, TaxNo: Str, BankName: Str, BankAccount: Str,
  RegisteredAddress: Str, RegisteredPhone: Str, IsDefault: Bool,
})
export const GetInvoiceTitleListData = Obj({ Titles: Arr(InvoiceTitle) })
export type _GetInvoiceTitleListData = Assert<Same<Static<typeof GetInvoiceTitleListData>, Api.GetInvoiceTitleListData>>
export const GetInvoiceTitleInfoData = InvoiceTitle
export type _GetInvoiceTitleInfoData = Assert<Same<Static<typeof GetInvoiceTitleInfoData>, Api.GetInvoiceTitleInfoData>>
export const SubmitInvoiceTitleInfoData = Obj({ TitleId: Str })
export type _SubmitInvoiceTitleInfoData = Assert<Same<Static<typeof SubmitInvoiceTitleInfoData>, Api.SubmitInvoiceTitleInfoData>>
export const DelInvoiceTitleInfoData = Type.Null()
export type _DelInvoiceTitleInfoData = Assert<Same<Static<typeof DelInvoiceTitleInfoData>, Api.DelInvoiceTitleInfoData>>
