import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/tripwise-m-api'
import { ResultCode } from '../../../../../types/api/codes'
import { Answer } from '../../../lib/answer'
import { invalidInput } from '../../../lib/errors'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import * as repo from './repository'
import * as S from './schemas'

/** tripwise-m-api dmm/feedback/*: 投诉与建议 of the caller. */
export default async function feedbackRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof S.SaveBody, Api.FeedbackSaveData>(app, '/save', S.SaveBody, {
    idempotent: true,
    handler: async (request) => {
      const member = memberOf(request)
      if (!(await repo.ownsUploads(db, member.memberId, request.body.ImageUrls))) throw invalidInput('图片无效，请重新上传')
      const id = await repo.insertFeedback(db, member.memberId, member.enterpriseId, request.body)
      return { FeedbackId: String(id) }
    },
  })
  post<typeof S.PageBody, Api.FeedbackPageData>(app, '/page', S.PageBody, {
    handler: async (request) => {
      const page = await repo.pageFeedback(db, memberOf(request).memberId, request.body.PageIndex, request.body.PageSize)
      return page.Total === 0 ? new Answer(ResultCode.noResult, '暂无反馈记录', page) : page
    },
  })
}
