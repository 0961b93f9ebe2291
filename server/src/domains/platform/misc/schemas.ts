import { type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/common'
import type { Assert, Same } from '../../../lib/type-check'
import { Arr, Bool, Lits, Num, Obj, Str } from '../../../lib/data-schemas'

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
export const GetBonusPointsStatusData = Obj({ IsOpenBonusPoints: Bool, BonusPointsEnterpriseStatus: Lits([0, 1, 2] as const), BonusPointsUseCarLimited: Bool, IsOpenBounusMall: Bool })
export type _GetBonusPointsStatusData = Assert<Same<Static<typeof GetBonusPointsStatusData>, Api.GetBonusPointsStatusData>>
const ExternalOrderTravelPassengerData = Obj({ Name: Str, Phone: Str, IdentityType: Num, IdentityNo: Str, MemberId: Str })
export const GetExternalOrderInfosData = Obj({ journeyBizNo: Str, Source: Str, ProductType: Lits([1, 5, 6, 7, 8] as const), DepartCityName: Str, ArriveCityName: Str, StartDate: Str, EndDate: Str, Reason: Str, ExternalOrderTravelPassengers: Arr(ExternalOrderTravelPassengerData) })
export type _GetExternalOrderInfosData = Assert<Same<Static<typeof GetExternalOrderInfosData>, Api.GetExternalOrderInfosData>>
