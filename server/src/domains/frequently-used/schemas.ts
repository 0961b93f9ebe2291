import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/tripwise-m-api'
import type { Assert, Same } from '../../lib/type-check'
import { IdSchema } from '../../lib/schemas'

const FunctionCode = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' })

export const AddBody = Type.Object({ FunctionCode })
export type _Add = Assert<Same<Static<typeof AddBody>, Api.FrequentBusinessAddRequest>>

export const EditBody = Type.Object({ Ids: Type.Array(IdSchema, { maxItems: 50 }) })
export type _Edit = Assert<Same<Static<typeof EditBody>, Api.FrequentBusinessEditRequest>>

export const DeleteBody = Type.Object({ Id: IdSchema })
export type _Delete = Assert<Same<Static<typeof DeleteBody>, Api.FrequentBusinessDeleteRequest>>

export const SearchBody = Type.Object({ Keyword: Type.String({ minLength: 1, maxLength: 30 }) })
export type _Search = Assert<Same<Static<typeof SearchBody>, Api.FrequentBusinessSearchRequest>>

export const CityListBody = Type.Object({ ProductType: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) })
export type _CityList = Assert<Same<Static<typeof CityListBody>, Api.FrequentCityListRequest>>
