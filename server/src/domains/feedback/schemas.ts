import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/tripwise-m-api'
import type * as F from '../../../../types/api/feedback'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Lits, Nullable, Obj, Str } from '../../lib/data-schemas'
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

// ---------------------------------------------------------------- answers (Data)

const FeedbackType = Lits<Api.FeedbackSummary['FeedbackType']>([1, 2, 3])
const FeedbackStatus = Lits<Api.FeedbackSummary['Status']>(['submitted', 'handling', 'replied'])
const SummaryFields = { FeedbackId: Str, FeedbackType, Content: Str, OrderNo: Nullable(Str), Status: FeedbackStatus, CreatedAt: Str }
export const FeedbackSaveData = Obj({ FeedbackId: Str })
export type _FeedbackSaveData = Assert<Same<Static<typeof FeedbackSaveData>, Api.FeedbackSaveData>>
export const FeedbackPageData = Obj({ Total: Int, Items: Arr(Obj(SummaryFields)) })
export type _FeedbackPageData = Assert<Same<Static<typeof FeedbackPageData>, Api.FeedbackPageData>>
export const FeedbackDetailData = Obj({
  ...SummaryFields,
  ContactPhone: Str,
  ProductType: Nullable(Int),
  ImageUrls: Arr(Str),
  Evaluation: Nullable(Obj({ Score: Int, Comment: Str, CreatedAt: Str })),
  CanEvaluate: Bool,
})
export type _FeedbackDetailData = Assert<Same<Static<typeof FeedbackDetailData>, F.FeedbackDetailData>>
export const FeedbackScheduleData = Obj({ Items: Arr(Obj({ Step: FeedbackStatus, Content: Str, HandlerName: Str, CreatedAt: Str })) })
export type _FeedbackScheduleData = Assert<Same<Static<typeof FeedbackScheduleData>, F.FeedbackScheduleData>>
export const FeedbackEvaluationData = Obj({ FeedbackId: Str, Score: Int })
export type _FeedbackEvaluationData = Assert<Same<Static<typeof FeedbackEvaluationData>, F.FeedbackEvaluationData>>
