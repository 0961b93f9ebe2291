import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/tripwise-m-api'
import type { Assert, Same } from '../../../lib/type-check'
import { IdSchema } from '../../../lib/schemas'

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

