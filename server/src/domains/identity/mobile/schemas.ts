import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/accountExtras'
import { Int, Obj, Str } from '../../../lib/data-schemas'
import { PhoneSchema, SmsCodeSchema, TicketSchema } from '../../../lib/schemas'
import type { Assert, Same } from '../../../lib/type-check'

export const SendChangeMobileCodeBody = Type.Object({
  Target: Type.Union([Type.Literal('old'), Type.Literal('new')]),
  NewPhone: Type.Optional(PhoneSchema),
})
export type _SendChangeMobileCode = Assert<Same<Static<typeof SendChangeMobileCodeBody>, Api.SendChangeMobileCodeRequest>>

export const ChangeMobileCheckOldBody = Type.Object({ VerifyCode: SmsCodeSchema })
export type _ChangeMobileCheckOld = Assert<Same<Static<typeof ChangeMobileCheckOldBody>, Api.ChangeMobileCheckOldRequest>>

export const ChangeMobileBody = Type.Object({ Ticket: TicketSchema, NewPhone: PhoneSchema, VerifyCode: SmsCodeSchema })
export type _ChangeMobile = Assert<Same<Static<typeof ChangeMobileBody>, Api.ChangeMobileRequest>>

// ---------------------------------------------------------------- answers (Data)

export const SendChangeMobileCodeData = Obj({ ExpireSeconds: Int, MaskedPhone: Str })
export type _SendChangeMobileCodeData = Assert<Same<Static<typeof SendChangeMobileCodeData>, Api.SendChangeMobileCodeData>>
export const ChangeMobileCheckOldData = Obj({ Ticket: Str, ExpireSeconds: Int })
export type _ChangeMobileCheckOldData = Assert<Same<Static<typeof ChangeMobileCheckOldData>, Api.ChangeMobileCheckOldData>>
export const ChangeMobileData = Obj({ Phone: Str })
export type _ChangeMobileData = Assert<Same<Static<typeof ChangeMobileData>, Api.ChangeMobileData>>
