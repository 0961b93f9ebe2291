import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/b2b'
import type { Accepts, Assert, Same } from '../../../lib/type-check'
import {
  LoginPasswordSchema, NewPasswordSchema, PhoneSchema, SmsCodeSchema, SmsSceneSchema, TicketSchema,
} from '../../../lib/schemas'

/** {Phone, Password} or {Phone, VerifyCode}: one object schema, the "exactly one" rule is the service's. */
export const LoginV2Body = Type.Object({
  Phone: PhoneSchema,
  Password: Type.Optional(LoginPasswordSchema),
  VerifyCode: Type.Optional(SmsCodeSchema),
})
export type _LoginV2 = Assert<Accepts<Static<typeof LoginV2Body>, Api.LoginV2Request>>

export const EditPasswordBody = Type.Object({ OldPassword: LoginPasswordSchema, NewPassword: NewPasswordSchema })
export type _EditPassword = Assert<Same<Static<typeof EditPasswordBody>, Api.EditPasswordRequest>>

export const ForgetPasswordCheckBody = Type.Object({ Phone: PhoneSchema, VerifyCode: SmsCodeSchema })
export type _ForgetPasswordCheck = Assert<Same<Static<typeof ForgetPasswordCheckBody>, Api.ForgetPasswordCheckRequest>>

export const ForgetPasswordSetPasswordBody = Type.Object({ Phone: PhoneSchema, Ticket: TicketSchema, NewPassword: NewPasswordSchema })
export type _ForgetPasswordSetPassword = Assert<Same<Static<typeof ForgetPasswordSetPasswordBody>, Api.ForgetPasswordSetPasswordRequest>>

export const CheckPhoneIsRegisterBody = Type.Object({ Phone: PhoneSchema })
export type _CheckPhoneIsRegister = Assert<Same<Static<typeof CheckPhoneIsRegisterBody>, Api.CheckPhoneIsRegisterRequest>>

export const VerificationCodeCheckBody = Type.Object({ Phone: PhoneSchema, VerifyCode: SmsCodeSchema, Scene: SmsSceneSchema })
export type _VerificationCodeCheck = Assert<Same<Static<typeof VerificationCodeCheckBody>, Api.VerificationCodeCheckRequest>>

export const RegisterCustomerInfoBody = Type.Object({
  Phone: PhoneSchema,
  Ticket: TicketSchema,
  Password: NewPasswordSchema,
  CustomerName: Type.String({ minLength: 1, maxLength: 30 }),
  InvitationCode: Type.String({ minLength: 1, maxLength: 40 }),
  EnterpriseKey: Type.Optional(Type.String({ maxLength: 40 })),
  Email: Type.Optional(Type.String({ maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
})
export type _RegisterCustomerInfo = Assert<Same<Static<typeof RegisterCustomerInfoBody>, Api.RegisterCustomerInfoRequest>>
