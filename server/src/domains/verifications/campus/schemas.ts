import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/accountExtras'
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
