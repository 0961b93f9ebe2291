import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/accountExtras'
import { Arr, Lits, Obj, Str } from '../../../lib/data-schemas'
import { PhoneSchema, SmsCodeSchema } from '../../../lib/schemas'
import type { Assert, Same } from '../../../lib/type-check'

export const RegisterBenefitsBody = Type.Object({ InvitationCode: Type.String({ minLength: 1, maxLength: 40 }) })
export type _RegisterBenefits = Assert<Same<Static<typeof RegisterBenefitsBody>, Api.RegisterBenefitsRequest>>

export const HouseKeeperRegisterBody = Type.Object({
  EnterpriseName: Type.String({ minLength: 4, maxLength: 60 }),
  ContactName: Type.String({ minLength: 1, maxLength: 30 }),
  Phone: PhoneSchema,
  VerifyCode: SmsCodeSchema,
  CityName: Type.String({ minLength: 1, maxLength: 30 }),
  StaffScale: Type.Union([Type.Literal('1-50'), Type.Literal('51-200'), Type.Literal('201-1000'), Type.Literal('1000+')]),
  Email: Type.Optional(Type.String({ maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
})
export type _HouseKeeperRegister = Assert<Same<Static<typeof HouseKeeperRegisterBody>, Api.HouseKeeperRegisterRequest>>

// ---------------------------------------------------------------- answers (Data)

export const RegisterBenefitsData = Obj({ EnterpriseName: Str, ValidUntil: Str, Benefits: Arr(Str) })
export type _RegisterBenefitsData = Assert<Same<Static<typeof RegisterBenefitsData>, Api.RegisterBenefitsData>>
export const HouseKeeperRegisterData = Obj({ ApplicationNo: Str, Status: Lits<'pending'>(['pending']), ServicePhone: Str })
export type _HouseKeeperRegisterData = Assert<Same<Static<typeof HouseKeeperRegisterData>, Api.HouseKeeperRegisterData>>
