import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/tripwise-m-api'
import { ResultCode } from '../../../../types/api/codes'
import { Answer } from '../../lib/answer'
import { invalidInput } from '../../lib/errors'
import { post } from '../../lib/route'
import { memberOf } from '../../plugins/auth'
import * as repo from './repository'
import * as S from './schemas'

/** tripwise-m-api dmm/feedback/*: 投诉与建议 of the caller. */
export default async function feedbackRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.SaveBody, Api.FeedbackSaveData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/save' }, S.SaveBody, {
    doc: { body: '`{FeedbackType 1|2|3, Content (10-500), ImageUrls[] (≤ 3 Urls of the caller\'s own uploads), ContactPhone, OrderNo?, ProductType?}`', data: '`{FeedbackId}`' },
    idempotent: true,
    handler: async (request) => {
      const member = memberOf(request)
      if (!(await repo.ownsUploads(db, member.memberId, request.body.ImageUrls))) throw invalidInput('图片无效，请重新上传')
      const id = await repo.insertFeedback(db, member.memberId, member.enterpriseId, request.body)
      return { FeedbackId: String(id) }
    },
  })
  post<typeof S.PageBody, Api.FeedbackPageData>(app, { module: 'tripwise-m-api', path: '/dmm/feedback/page' }, S.PageBody, {
    doc: { body: '`{PageIndex, PageSize}`', data: '`{Total, Items[{FeedbackId, FeedbackType, Content, OrderNo, Status submitted|handling|replied, CreatedAt}]}`, own only, newest first; 2000 when none' },
    handler: async (request) => {
      const page = await repo.pageFeedback(db, memberOf(request).memberId, request.body.PageIndex, request.body.PageSize)
      return page.Total === 0 ? new Answer(ResultCode.noResult, '暂无反馈记录', page) : page
    },
  })
}
