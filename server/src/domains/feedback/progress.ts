import type { Queryable } from '../../db/types'
import { businessRule, conflict, notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type * as Api from '../../../../types/api/feedback'

/** What a member reads once the feedback is in: it is answered within one working day (decision 0282). */
export const SUBMITTED_TEXT = '您的反馈已提交，客服将在1个工作日内处理'

export async function addStep(db: Queryable, feedbackId: number, step: Api.FeedbackScheduleItem['Step'], content: string, handler = ''): Promise<void> {
  await db.query('insert into feedback_schedule (feedback_id, step, content, handler_name) values ($1, $2, $3, $4)', [feedbackId, step, content, handler])
  await db.query('update feedback set status = $2 where id = $1', [feedbackId, step])
}

type DetailRow = {
  id: number; feedback_type: 1 | 2 | 3; content: string; order_no: string | null; status: Api.FeedbackScheduleItem['Step']
  created_at: Date; contact_phone: string; product_type: number | null; image_urls: string[]
  score: number | null; comment: string | null; evaluated_at: Date | null
}

/** The member's own feedback, or 4004 (another member's or enterprise's id reads as not there). */
export async function feedbackDetail(db: Queryable, memberId: number, id: number): Promise<Api.FeedbackDetailData> {
  const { rows } = await db.query<DetailRow>(
    `select f.id, f.feedback_type, f.content, f.order_no, f.status, f.created_at, f.contact_phone, f.product_type, f.image_urls,
            e.score, e.comment, e.created_at as evaluated_at
       from feedback f left join feedback_evaluations e on e.feedback_id = f.id
      where f.id = $1 and f.member_id = $2`,
    [id, memberId],
  )
  const r = rows[0]
  if (!r) throw notFound('反馈不存在')
  const evaluation = r.score === null ? null : { Score: r.score, Comment: r.comment ?? '', CreatedAt: shanghaiIso(new Date(r.evaluated_at as Date)) }
  return {
    FeedbackId: String(r.id), FeedbackType: r.feedback_type, Content: r.content, OrderNo: r.order_no, Status: r.status,
    CreatedAt: shanghaiIso(new Date(r.created_at)), ContactPhone: r.contact_phone, ProductType: r.product_type,
    ImageUrls: r.image_urls ?? [], Evaluation: evaluation, CanEvaluate: r.status === 'replied' && evaluation === null,
  }
}

export async function schedule(db: Queryable, memberId: number, id: number): Promise<Api.FeedbackScheduleData> {
  await feedbackDetail(db, memberId, id)
  const { rows } = await db.query<{ step: Api.FeedbackScheduleItem['Step']; content: string; handler_name: string; created_at: Date }>(
    'select step, content, handler_name, created_at from feedback_schedule where feedback_id = $1 order by created_at, id',
    [id],
  )
  return { Items: rows.map((r) => ({ Step: r.step, Content: r.content, HandlerName: r.handler_name, CreatedAt: shanghaiIso(new Date(r.created_at)) })) }
}

/** Once, after the reply: 4001 before it, 4009 a second time. */
export async function evaluate(db: Queryable, memberId: number, body: Api.FeedbackEvaluationRequest): Promise<Api.FeedbackEvaluationData> {
  const detail = await feedbackDetail(db, memberId, Number(body.FeedbackId))
  if (detail.Evaluation) throw conflict('该反馈已评价')
  if (detail.Status !== 'replied') throw businessRule('客服回复后才可评价')
  await db.query('insert into feedback_evaluations (feedback_id, score, comment) values ($1, $2, $3)', [Number(body.FeedbackId), body.Score, (body.Comment ?? '').trim()])
  return { FeedbackId: body.FeedbackId, Score: body.Score }
}
