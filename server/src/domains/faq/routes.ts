import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/faq'
import { post } from '../../lib/route'
import type { Assert, Same } from '../../lib/type-check'
import { memberOf } from '../../plugins/auth'
import * as repo from './repository'

export const ListBody = Type.Object({
  CategoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  Keyword: Type.Optional(Type.String({ maxLength: 30 })),
})
export type _List = Assert<Same<Static<typeof ListBody>, Api.GetFaqListRequest>>
export const DetailBody = Type.Object({ FaqId: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) })
export type _Detail = Assert<Same<Static<typeof DetailBody>, Api.GetFaqDetailRequest>>

/** b2b Scheme FAQ: the customer-service centre's questions (decision 0283). */
export default async function faqRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof ListBody, Api.GetFaqListData>(app, { module: 'b2b', path: '/Scheme/GetFaqList' }, ListBody, {
    doc: { body: '`{CategoryId?, Keyword? ≤ 30}`', data: '`{Categories[{CategoryId, Name, Count}], Items[{FaqId, CategoryId, Question, IsHot}]}`; hot questions when neither is given' },
    handler: (request) => repo.faqList(db, memberOf(request).enterpriseId, request.body),
  })
  post<typeof DetailBody, Api.GetFaqDetailData>(app, { module: 'b2b', path: '/Scheme/GetFaqDetail' }, DetailBody, {
    doc: { body: '`{FaqId}`', data: '`{FaqId, CategoryId, Question, IsHot, Answer, CategoryName, Related[]}`; another platform\'s question 4004' },
    handler: (request) => repo.faqDetail(db, memberOf(request).enterpriseId, request.body.FaqId),
  })
}
