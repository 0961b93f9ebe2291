import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/faq'
import { post } from '../../lib/route'
import type { Assert, Same } from '../../lib/type-check'
import * as repo from './repository'
import { Arr, Bool, Int, Obj, Str } from '../../lib/data-schemas'

export const ListBody = Type.Object({
  CategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  Keyword: Type.Optional(Type.String({ maxLength: 30 })),
})
export type _List = Assert<Same<Static<typeof ListBody>, Api.GetFaqListRequest>>
export const DetailBody = Type.Object({ FaqId: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) })
export type _Detail = Assert<Same<Static<typeof DetailBody>, Api.GetFaqDetailRequest>>

const FaqSummaryFields = { FaqId: Int, CategoryId: Int, Question: Str, IsHot: Bool }
export const GetFaqListData = Obj({ Categories: Arr(Obj({ CategoryId: Int, Name: Str, Count: Int })), Items: Arr(Obj(FaqSummaryFields)) })
export type _GetFaqListData = Assert<Same<Static<typeof GetFaqListData>, Api.GetFaqListData>>
export const GetFaqDetailData = Obj({ ...FaqSummaryFields, Answer: Str, CategoryName: Str, Related: Arr(Obj(FaqSummaryFields)) })
export type _GetFaqDetailData = Assert<Same<Static<typeof GetFaqDetailData>, Api.GetFaqDetailData>>

/** b2b Scheme FAQ: the customer-service centre's questions (decision 0283). */
export default async function faqRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof ListBody, Api.GetFaqListData>(app, { module: 'b2b', path: '/Scheme/GetFaqList' }, ListBody, {
    doc: { body: '`{CategoryId?, Keyword? ≤ 30}`', data: '`{Categories[{CategoryId, Name, Count}], Items[{FaqId, CategoryId, Question, IsHot}]}`; hot questions when neither is given' },
    data: GetFaqListData,
    handler: (request) => repo.faqList(db, request.caller().enterpriseId, request.body),
  })
  post<typeof DetailBody, Api.GetFaqDetailData>(app, { module: 'b2b', path: '/Scheme/GetFaqDetail' }, DetailBody, {
    doc: { body: '`{FaqId}`', data: '`{FaqId, CategoryId, Question, IsHot, Answer, CategoryName, Related[]}`; another platform\'s question 4004' },
    data: GetFaqDetailData,
    handler: (request) => repo.faqDetail(db, request.caller().enterpriseId, request.body.FaqId),
  })
}
