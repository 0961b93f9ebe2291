import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/travellers'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, IdSchema, PageIndexSchema, PageSizeSchema } from '../../lib/schemas'

const DocumentType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(6), Type.Literal(7)])

const PassengerDocument = Type.Object({
  IdentityType: DocumentType,
  IdentityNo: Type.String({ minLength: 1, maxLength: 30 }),
  ExpiryDate: Type.Union([DateSchema, Type.Literal('')]),
  Nationality: Type.String({ pattern: '^[A-Z]{2}$' }),
})

export const PassengerListBody = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 30 })) })
export type _PassengerList = Assert<Same<Static<typeof PassengerListBody>, Api.GetPassengerListRequest>>

export const PassengerIdBody = Type.Object({ PassengerId: IdSchema })
export type _PassengerInfo = Assert<Same<Static<typeof PassengerIdBody>, Api.GetPassengerInfoRequest>>
export type _DeletePassenger = Assert<Same<Static<typeof PassengerIdBody>, Api.DeletePassengerRequest>>

export const MaintainPassengerBody = Type.Object({
  PassengerId: Type.Optional(IdSchema),
  Name: Type.String({ maxLength: 30 }),
  EnLastName: Type.String({ maxLength: 40 }),
  EnFirstName: Type.String({ maxLength: 40 }),
  Phone: Type.String({ maxLength: 11 }),
  Documents: Type.Array(PassengerDocument, { maxItems: 7 }),
})
export type _MaintainPassenger = Assert<Same<Static<typeof MaintainPassengerBody>, Api.MaintainPassengerRequest>>

export const SearchColleaguesBody = Type.Object({
  DepartmentId: Type.Optional(IdSchema),
  Keyword: Type.Optional(Type.String({ maxLength: 30 })),
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
})
export type _SearchColleagues = Assert<Same<Static<typeof SearchColleaguesBody>, Api.SearchColleaguesRequest>>
