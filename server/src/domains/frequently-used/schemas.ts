import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/tripwise-m-api'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Obj, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const FrequentItem = Obj({ Id: Str, FunctionCode: Str, Name: Str, Url: Str, Icon: Str, Sort: Int })
const BusinessFunction = Obj({ FunctionCode: Str, Name: Str, Category: Str, Url: Str, Icon: Str, IsAdded: Bool })
export const FrequentlyUsedIndexData = Obj({ Items: Arr(FrequentItem), IsDefault: Bool })
export type _FrequentlyUsedIndexData = Assert<Same<Static<typeof FrequentlyUsedIndexData>, Api.FrequentlyUsedIndexData>>
export const FrequentBusinessIndexData = Obj({ Categories: Arr(Obj({ Category: Str, Functions: Arr(BusinessFunction) })) })
export type _FrequentBusinessIndexData = Assert<Same<Static<typeof FrequentBusinessIndexData>, Api.FrequentBusinessIndexData>>
export const FrequentBusinessListData = Obj({ Items: Arr(FrequentItem) })
export type _FrequentBusinessListData = Assert<Same<Static<typeof FrequentBusinessListData>, Api.FrequentBusinessListData>>
export const FrequentBusinessAddData = Obj({ Id: Str })
export type _FrequentBusinessAddData = Assert<Same<Static<typeof FrequentBusinessAddData>, Api.FrequentBusinessAddData>>
export const FrequentBusinessEditData = Obj({ Items: Arr(FrequentItem) })
export type _FrequentBusinessEditData = Assert<Same<Static<typeof FrequentBusinessEditData>, Api.FrequentBusinessEditData>>
export const FrequentBusinessDeleteData = Type.Null()
export type _FrequentBusinessDeleteData = Assert<Same<Static<typeof FrequentBusinessDeleteData>, Api.FrequentBusinessDeleteData>>
export const FrequentBusinessSearchData = Obj({ Functions: Arr(BusinessFunction) })
export type _FrequentBusinessSearchData = Assert<Same<Static<typeof FrequentBusinessSearchData>, Api.FrequentBusinessSearchData>>
export const FrequentCityListData = Obj({ Cities: Arr(Obj({ CityCode: Str, CityName: Str, ProductType: Int, UseCount: Int })) })
export type _FrequentCityListData = Assert<Same<Static<typeof FrequentCityListData>, Api.FrequentCityListData>>
