import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/tripwise-m-api'
import type { Assert, Same } from '../../../lib/type-check'
import { IdSchema } from '../../../lib/schemas'
import { Arr, Bool, Int, Lits, Obj, Str } from '../../../lib/data-schemas'

export const GetPlatInfoBody = Type.Object({
  agentPlatId: Type.Optional(Type.String({ maxLength: 20 })),
  clientType: Type.Optional(Type.String({ maxLength: 20 })),
  hostUrl: Type.Optional(Type.String({ maxLength: 300 })),
  enterpriseId: Type.Optional(Type.Union([IdSchema, Type.Literal('')])),
})
export type _GetPlatInfo = Assert<Same<Static<typeof GetPlatInfoBody>, Api.GetPlatInfoRequest>>

export const AddTrackingEventBody = Type.Object({
  EventName: Type.String({ minLength: 1, maxLength: 64 }),
  PageUrl: Type.Optional(Type.String({ maxLength: 500 })),
  Params: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 })),
  OccurredAt: Type.Optional(Type.String({ maxLength: 40 })),
})
export type _AddTrackingEvent = Assert<Same<Static<typeof AddTrackingEventBody>, Api.AddTrackingEventRequest>>

export const HolidayQuery = Type.Object({ month: Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' }) })
export type _HolidayQuery = Assert<Same<Static<typeof HolidayQuery>, Api.GetHolidayInfoByMonthQuery>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
const PlatInfoData = Obj({ agentAppName: Str, agentLogoDist: Str, agentName: Str, agentPlatId: Str, apiUrl: Str, hostUrl: Str, integralLogoUrl: Str, platId: Int, servicePhone: Str, filingInfo: Str, serviceType: Lits([1, 2] as const) })
export const GetPlatInfoData = PlatInfoData
export type _GetPlatInfoData = Assert<Same<Static<typeof GetPlatInfoData>, Api.GetPlatInfoData>>
export const AddTrackingEventData = Type.Null()
export type _AddTrackingEventData = Assert<Same<Static<typeof AddTrackingEventData>, Api.AddTrackingEventData>>
const HolidayDayData = Obj({ Date: Str, Name: Str, IsOffDay: Bool, Type: Lits([1, 2] as const), IsProvisional: Bool })
export const GetHolidayInfoByMonthData = Obj({ Month: Str, Days: Arr(HolidayDayData) })
export type _GetHolidayInfoByMonthData = Assert<Same<Static<typeof GetHolidayInfoByMonthData>, Api.GetHolidayInfoByMonthData>>
