import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/mileage'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const MileageStatus = Lits<Api.MileageStatus>(['recording', 'finished', 'claimed'])
const RecordFields = {
  MileageId: Str, Status: MileageStatus, StatusText: Str, Purpose: Str, StartName: Str, EndName: Str, StartedAt: Str, FinishedAt: Nullable(Str),
  DistanceM: Num, AllowancePerKmFen: Int, AmountFen: Int, CostId: Str,
}
const Detail = Obj({ ...RecordFields, Track: Arr(Obj({ Lon: Num, Lat: Num, At: Num })) })
export const MileageSettingData = Obj({ AllowancePerKmFen: Int, NeedTravelBusiness: Bool, SampleSeconds: Int })
export type _MileageSettingData = Assert<Same<Static<typeof MileageSettingData>, Api.MileageSettingData>>
export const MileageCurrentData = Obj({ Record: Nullable(Detail) })
export type _MileageCurrentData = Assert<Same<Static<typeof MileageCurrentData>, Api.MileageCurrentData>>
export const MileageIdData = Obj({ MileageId: Str, DistanceM: Num, Status: MileageStatus })
export type _MileageIdData = Assert<Same<Static<typeof MileageIdData>, Api.MileageIdData>>
export const MileageListData = Obj({ Items: Arr(Obj(RecordFields)), Total: Int })
export type _MileageListData = Assert<Same<Static<typeof MileageListData>, Api.MileageListData>>
export const MileageDetailData = Detail
export type _MileageDetailData = Assert<Same<Static<typeof MileageDetailData>, Api.MileageDetail>>
export const NeedTravelBusinessData = Obj({ NeedTravelBusiness: Bool, Tip: Str })
export type _NeedTravelBusinessData = Assert<Same<Static<typeof NeedTravelBusinessData>, Api.NeedTravelBusinessData>>
export const SaveMileageOrderData = Obj({ MileageId: Str, CostId: Str, AmountFen: Int })
export type _SaveMileageOrderData = Assert<Same<Static<typeof SaveMileageOrderData>, Api.SaveMileageOrderData>>
