import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/tripwise-m-api'
import type * as F from '../../../../types/api/feedback'
import { ResultCode } from '../../../../types/api/codes'
import { Answer } from '../../lib/answer'
import { invalidInput } from '../../lib/errors'
import { get, post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import * as progress from './progress'
import * as repo from './repository'
import * as S from './schemas'

/** tripwise-m-api dmm/feedback/*: 投诉与建议 of the caller. */
export default async function feedbackRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.SaveBody, Api.FeedbackSaveData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/save' }, S.SaveBody, {
    doc: { body: '`{FeedbackType 1|2|3, Content (10-500), ImageUrls[] (≤ 3 Urls of the caller\'s own uploads), ContactPhone, OrderNo?, ProductType?}`', data: '`{FeedbackId}`' },
    idempotent: true,
    data: S.FeedbackSaveData,
    handler: async (request) => {
      const member = request.caller()
      if (!(await repo.ownsUploads(db, member.memberId, request.body.ImageUrls))) throw invalidInput('图片无效，请重新上传')
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertFeedback(tx, member.memberId, member.enterpriseId, request.body)
        await progress.addStep(tx, created, 'submitted', progress.SUBMITTED_TEXT)
        return created
      })
      return { FeedbackId: String(id) }
    },
  })
  post<typeof S.PageBody, Api.FeedbackPageData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/page' }, S.PageBody, {
    doc: { body: '`{PageIndex, PageSize}`', data: '`{Total, Items[{FeedbackId, FeedbackType, Content, OrderNo, Status submitted|handling|replied, CreatedAt}]}`, own only, newest first; 2000 when none' },
    data: S.FeedbackPageData,
    handler: async (request) => {
      const page = await repo.pageFeedback(db, request.caller().memberId, request.body.PageIndex, request.body.PageSize)
      return page.Total === 0 ? new Answer(ResultCode.noResult, '暂无反馈记录', page) : page
    },
  })
  get<typeof EmptyBody, F.FeedbackDetailData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/detail/:FeedbackId' }, EmptyBody, {
    doc: { body: 'path `FeedbackId`', data: '`{...FeedbackSummary, ContactPhone, ProductType, ImageUrls, Evaluation {Score, Comment, CreatedAt} | null, CanEvaluate}`; another member\'s 4004' },
    data: S.FeedbackDetailData,
    handler: (request) => {
      const id = (request.params as { FeedbackId?: string }).FeedbackId ?? ''
      if (!/^\d{1,9}$/.test(id)) throw invalidInput('反馈编号格式不正确')
      return progress.feedbackDetail(db, request.caller().memberId, Number(id))
    },
  })
  get<typeof S.ScheduleQuery, F.FeedbackScheduleData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/schedule/list' }, S.ScheduleQuery, {
    doc: { body: 'query `FeedbackId`', data: '`{Items[{Step submitted|handling|replied, Content, HandlerName, CreatedAt}]}` oldest first; another member\'s 4004' },
    data: S.FeedbackScheduleData,
    handler: (request) => progress.schedule(db, request.caller().memberId, Number(request.query.FeedbackId)),
  })
  post<typeof S.EvaluationBody, F.FeedbackEvaluationData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/evaluation/save' }, S.EvaluationBody, {
    doc: { body: '`{FeedbackId, Score 1-5, Comment? ≤ 200}`', data: '`{FeedbackId, Score}`; not replied yet 4001, evaluated already 4009, another member\'s 4004' },
    idempotent: true,
    data: S.FeedbackEvaluationData,
    handler: (request) => progress.evaluate(db, request.caller().memberId, request.body),
  })
}
