import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/accountExtras'
import { Arr, Int, Lits, Nullable, Obj, Str } from '../../../lib/data-schemas'
import type { Assert, Same } from '../../../lib/type-check'

export const CampusAuthSubmitBody = Type.Object({
  Role: Type.Union([Type.Literal('student'), Type.Literal('teacher')]),
  Name: Type.String({ minLength: 1, maxLength: 30 }),
  School: Type.String({ minLength: 1, maxLength: 60 }),
  Number: Type.String({ minLength: 1, maxLength: 20 }),
  EnrollYear: Type.Optional(Type.Integer({ minimum: 1950, maximum: 2100 })),
  CardImageUrl: Type.String({ minLength: 1, maxLength: 200 }),
})
export type _CampusAuthSubmit = Assert<Same<Static<typeof CampusAuthSubmitBody>, Api.CampusAuthSubmitRequest>>

export const CampusSchoolsBody = Type.Object({ Keyword: Type.String({ maxLength: 30 }) })
export type _CampusSchools = Assert<Same<Static<typeof CampusSchoolsBody>, Api.CampusSchoolsRequest>>

// ---------------------------------------------------------------- answers (Data)

export const CampusAuthInfoData = Obj({
  Status: Lits<Api.CampusStatus>(['none', 'verified', 'rejected']), Role: Lits<Api.CampusRole | ''>(['student', 'teacher', '']),
  Name: Str, School: Str, Number: Str, EnrollYear: Nullable(Int), Reason: Str, ValidUntil: Str,
})
export type _CampusAuthInfoData = Assert<Same<Static<typeof CampusAuthInfoData>, Api.CampusAuthInfoData>>
export const CampusAuthSubmitData = CampusAuthInfoData
export const CampusSchoolsData = Obj({ Schools: Arr(Str) })
export type _CampusSchoolsData = Assert<Same<Static<typeof CampusSchoolsData>, Api.CampusSchoolsData>>
