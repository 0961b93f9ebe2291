import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/common'
import type { Assert, Same } from '../../lib/type-check'
import { DateSchema, PageIndexSchema, PageSizeSchema, ProductTypeSchema } from '../../lib/schemas'

export const GetTripListBody = Type.Object({
  TripScope: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  PageIndex: Type.Optional(PageIndexSchema),
  PageSize: Type.Optional(PageSizeSchema),
})
export type _GetTripList = Assert<Same<Static<typeof GetTripListBody>, Api.GetTripListRequest>>

export const GetSearchTripListBody = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 50 })),
  ProductType: Type.Optional(ProductTypeSchema),
  StartDate: Type.Optional(DateSchema),
  EndDate: Type.Optional(DateSchema),
  PageIndex: Type.Optional(PageIndexSchema),
  PageSize: Type.Optional(PageSizeSchema),
})
export type _GetSearchTripList = Assert<Same<Static<typeof GetSearchTripListBody>, Api.GetSearchTripListRequest>>

export const UpdateReadFlagBody = Type.Object({
  OrderNos: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 200 }),
})
export type _UpdateReadFlag = Assert<Same<Static<typeof UpdateReadFlagBody>, Api.UpdateReadFlagRequest>>
