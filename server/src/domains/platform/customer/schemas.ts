import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/common'
import type { Assert, Same } from '../../../lib/type-check'
import { IdSchema } from '../../../lib/schemas'

export const GetCustomerBaseInfoListBody = Type.Object({ CustomerIds: Type.Array(IdSchema, { minItems: 1, maxItems: 100 }) })
export type _GetCustomerBaseInfoList = Assert<Same<Static<typeof GetCustomerBaseInfoListBody>, Api.GetCustomerBaseInfoListRequest>>

export const RegisterCustomerInfoBody = Type.Object({
  EnterpriseKey: Type.String({ minLength: 1, maxLength: 40 }),
  CustomerName: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  InvitationCode: Type.Optional(Type.String({ maxLength: 40 })),
})
export type _RegisterCustomerInfo = Assert<Same<Static<typeof RegisterCustomerInfoBody>, Api.CommonRegisterCustomerInfoRequest>>
