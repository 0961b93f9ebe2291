import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/mileage'
import type { Assert, Same } from '../../lib/type-check'
import { PageIndexSchema } from '../../lib/schemas'

const MileageId = Type.String({ pattern: '^\\d{1,18}$' })
const Point = Type.Object({
  Lon: Type.Number({ minimum: 73, maximum: 136 }),
  Lat: Type.Number({ minimum: 3, maximum: 54 }),
  At: Type.Integer({ minimum: 1_500_000_000_000, maximum: 4_000_000_000_000 }),
})

export const EmptyQuery = Type.Object({})

export const StartBody = Type.Object({ Purpose: Type.String({ maxLength: 100 }), StartName: Type.String({ maxLength: 80 }), Point })
export type _Start = Assert<Same<Static<typeof StartBody>, Api.StartMileageRequest>>

export const UpdateBody = Type.Object({ MileageId, Points: Type.Array(Point, { maxItems: 500 }), Finish: Type.Boolean(), EndName: Type.String({ maxLength: 80 }) })
export type _Update = Assert<Same<Static<typeof UpdateBody>, Api.UpdateMileageRequest>>

export const ListQuery = Type.Object({ PageIndex: PageIndexSchema, PageSize: Type.Integer({ minimum: 1, maximum: 50 }) })
export type _List = Assert<Same<Static<typeof ListQuery>, Api.MileageListRequest>>

export const IdQuery = Type.Object({ MileageId })
export type _Id = Assert<Same<Static<typeof IdQuery>, Api.MileageDetailRequest>>
export type _Need = Assert<Same<Static<typeof IdQuery>, Api.NeedTravelBusinessRequest>>

export const SaveOrderBody = Type.Object({ MileageId, Remark: Type.String({ maxLength: 200 }) })
export type _Save = Assert<Same<Static<typeof SaveOrderBody>, Api.SaveMileageOrderRequest>>
