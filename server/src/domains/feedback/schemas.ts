import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/tripwise-m-api'
import type * as F from '../../../../types/api/feedback'
import type { Assert, Same } from '../../lib/type-check'
import { IdSchema, PageIndexSchema, PageSizeSchema, PhoneSchema, ProductTypeSchema } from '../../lib/schemas'

export const SaveBody = Type.Object({
  FeedbackType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  Content: Type.String({ minLength: 10, maxLength: 500 }),
  ImageUrls: Type.Array(Type.String({ pattern: '^/tripwise-m-api/common/file/[0-9a-f]{32}$' }), { maxItems: 3 }),
  ContactPhone: PhoneSchema,
  OrderNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' })),
  ProductType: Type.Optional(ProductTypeSchema),
})
export type _Save = Assert<Same<Static<typeof SaveBody>, Api.FeedbackSaveRequest>>

export const PageBody = Type.Object({ PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _Page = Assert<Same<Static<typeof PageBody>, Api.FeedbackPageRequest>>

export const ScheduleQuery = Type.Object({ FeedbackId: IdSchema })
export type _Schedule = Assert<Same<Static<typeof ScheduleQuery>, F.FeedbackScheduleQuery>>

export const EvaluationBody = Type.Object({
  FeedbackId: IdSchema,
  Score: Type.Integer({ minimum: 1, maximum: 5 }),
  Comment: Type.Optional(Type.String({ maxLength: 200 })),
})
export type _Evaluation = Assert<Same<Static<typeof EvaluationBody>, F.FeedbackEvaluationRequest>>
