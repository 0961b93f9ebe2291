import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/common'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Nullable, Obj, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

export const GetTripListData = Obj({
  Trips: Arr(Obj({
    OrderNo: Str, ProductType: ProductTypeSchema, Title: Str, Description: Str, StartTime: Str, EndTime: Nullable(Str), DepartureName: Str, ArrivalName: Str,
    TravellerName: Str, Status: Str, StatusName: Str, Amount: Int, IsRead: Bool,
  })),
  Total: Int, PageIndex: Int, PageSize: Int,
})
export type _GetTripListData = Assert<Same<Static<typeof GetTripListData>, Api.GetTripListData>>
export const GetSearchTripListData = GetTripListData
export const GetReadFlagData = Obj({ UnreadOrderNos: Arr(Str), HasUnread: Bool })
export type _GetReadFlagData = Assert<Same<Static<typeof GetReadFlagData>, Api.GetReadFlagData>>
export const UpdateReadFlagData = Obj({ UpdatedCount: Int })
export type _UpdateReadFlagData = Assert<Same<Static<typeof UpdateReadFlagData>, Api.UpdateReadFlagData>>
export const GetErrorOrderCountData = Int
export type _GetErrorOrderCountData = Assert<Same<Static<typeof GetErrorOrderCountData>, Api.GetErrorOrderCountData>>
