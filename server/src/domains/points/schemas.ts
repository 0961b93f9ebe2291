import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/points'
import { PageIndexSchema, PageSizeSchema, PhoneSchema } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import { TRANSFER_MAX, TRANSFER_MIN } from './rules'

export const PageBody = Type.Object({
  PageIndex: PageIndexSchema,
  PageSize: PageSizeSchema,
  Direction: Type.Optional(Type.Union([Type.Literal('in'), Type.Literal('out')])),
})
export type _Page = Assert<Same<Static<typeof PageBody>, Api.PagePointsRecordsRequest>>

export const TransferBody = Type.Object({
  ToPhone: PhoneSchema,
  Points: Type.Integer({ minimum: TRANSFER_MIN, maximum: TRANSFER_MAX }),
  Remark: Type.Optional(Type.String({ maxLength: 50 })),
})
export type _Transfer = Assert<Same<Static<typeof TransferBody>, Api.TransferPointsRequest>>

export const CashbackPageQuery = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _CashbackPage = Assert<Same<Static<typeof CashbackPageQuery>, Api.CashbackPageRequest>>
