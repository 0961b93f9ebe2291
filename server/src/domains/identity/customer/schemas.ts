import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/b2b'
import { Arr, Bool, Int, Lits, MemberSessionData, Obj, Str } from '../../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const Ticket = Obj({ Ticket: Str, ExpireSeconds: Int })
export const LoginV2Data = MemberSessionData
export type _LoginV2Data = Assert<Same<Static<typeof LoginV2Data>, Api.LoginV2Data>>
export const LoginOutData = Type.Null()
export type _LoginOutData = Assert<Same<Static<typeof LoginOutData>, Api.LoginOutData>>
export const GetCustomerInfoData = Obj({
  MemberId: Str, MemberName: Str, CustomerName: Str, Phone: Str, Email: Str, Gender: Lits<0 | 1 | 2>([0, 1, 2]), EmployeeNo: Str,
  EnterpriseId: Str, EnterpriseName: Str, Departments: Arr(Obj({ DepartmentId: Str, DepartmentName: Str, IsDefault: Bool })), TravelStandardName: Str,
})
export type _GetCustomerInfoData = Assert<Same<Static<typeof GetCustomerInfoData>, Api.GetCustomerInfoData>>
export const EditPasswordData = Type.Null()
export type _EditPasswordData = Assert<Same<Static<typeof EditPasswordData>, Api.EditPasswordData>>
export const ForgetPasswordCheckData = Ticket
export type _ForgetPasswordCheckData = Assert<Same<Static<typeof ForgetPasswordCheckData>, Api.ForgetPasswordCheckData>>
export const ForgetPasswordSetPasswordData = Type.Null()
export type _ForgetPasswordSetPasswordData = Assert<Same<Static<typeof ForgetPasswordSetPasswordData>, Api.ForgetPasswordSetPasswordData>>
export const CheckPhoneIsRegisterData = Obj({ IsRegister: Bool })
export type _CheckPhoneIsRegisterData = Assert<Same<Static<typeof CheckPhoneIsRegisterData>, Api.CheckPhoneIsRegisterData>>
export const VerificationCodeCheckData = Ticket
export type _VerificationCodeCheckData = Assert<Same<Static<typeof VerificationCodeCheckData>, Api.VerificationCodeCheckData>>
export const RegisterCustomerInfoData = MemberSessionData
export type _RegisterCustomerInfoData = Assert<Same<Static<typeof RegisterCustomerInfoData>, Api.RegisterCustomerInfoData>>
