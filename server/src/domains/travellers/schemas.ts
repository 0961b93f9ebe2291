import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/travellers'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Int, Lits, Obj, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const PassengerFields = {
  PassengerId: Str, Name: Str, EnLastName: Str, EnFirstName: Str, Phone: Str, MemberId: Str,
  Documents: Arr(Obj({ IdentityType: Lits<Api.PassengerDocumentType>([1, 2, 3, 4, 5, 6, 7]), IdentityNo: Str, ExpiryDate: Str, Nationality: Str })),
}
export const GetPassengerListData = Obj({ Passengers: Arr(Obj(PassengerFields)) })
export type _GetPassengerListData = Assert<Same<Static<typeof GetPassengerListData>, Api.GetPassengerListData>>
export const GetPassengerInfoData = Obj(PassengerFields)
export type _GetPassengerInfoData = Assert<Same<Static<typeof GetPassengerInfoData>, Api.GetPassengerInfoData>>
export const MaintainPassengerData = Obj({ PassengerId: Str })
export type _MaintainPassengerData = Assert<Same<Static<typeof MaintainPassengerData>, Api.MaintainPassengerData>>
export const DeletePassengerData = Obj({ PassengerId: Str })
export type _DeletePassengerData = Assert<Same<Static<typeof DeletePassengerData>, Api.DeletePassengerData>>
export const GetDepartmentTreeData = Obj({ Departments: Arr(Obj({ DepartmentId: Str, DepartmentName: Str, ParentDepartmentId: Str, MemberCount: Int })) })
export type _GetDepartmentTreeData = Assert<Same<Static<typeof GetDepartmentTreeData>, Api.GetDepartmentTreeData>>
export const SearchColleaguesData = Obj({ Colleagues: Arr(Obj({ MemberId: Str, Name: Str, PhoneMasked: Str, DepartmentName: Str, EmployeeNo: Str })), Total: Int })
export type _SearchColleaguesData = Assert<Same<Static<typeof SearchColleaguesData>, Api.SearchColleaguesData>>
export const GetPassengerNationalitiesData = Obj({ Nationalities: Arr(Obj({ Code: Str, Name: Str, EnName: Str, Pinyin: Str, Initials: Str })) })
export type _GetPassengerNationalitiesData = Assert<Same<Static<typeof GetPassengerNationalitiesData>, Api.GetPassengerNationalitiesData>>
