import type { Queryable } from '../../db/types'
import type { FeedbackSaveRequest, FeedbackSummary } from '../../../../types/api/tripwise-m-api'

export async function insertFeedback(db: Queryable, memberId: number, enterpriseId: number, body: FeedbackSaveRequest): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into feedback (member_id, enterprise_id, feedback_type, content, contact_phone, order_no, product_type, image_urls)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [memberId, enterpriseId, body.FeedbackType, body.Content.trim(), body.ContactPhone, body.OrderNo ?? null, body.ProductType ?? null, JSON.stringify(body.ImageUrls)],
  )
  return rows[0].id
}

type Row = { id: number; feedback_type: 1 | 2 | 3; content: string; order_no: string | null; status: FeedbackSummary['Status']; created_at: Date | string; total: string | number }

/** The member's own feedback, newest first. */
export async function pageFeedback(db: Queryable, memberId: number, pageIndex: number, pageSize: number) {
  const { rows } = await db.query<Row>(
    `select id, feedback_type, content, order_no, status, created_at, count(*) over () as total
       from feedback where member_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [memberId, pageSize, (pageIndex - 1) * pageSize],
  )
  const items: FeedbackSummary[] = rows.map((r) => ({
    FeedbackId: String(r.id),
    FeedbackType: r.feedback_type,
    Content: r.content,
    OrderNo: r.order_no,
    Status: r.status,
    CreatedAt: new Date(r.created_at).toISOString(),
  }))
  return { Total: rows.length > 0 ? Number(rows[0].total) : 0, Items: items }
}

/** Whether every Url is one of the member's own uploads. */
export async function ownsUploads(db: Queryable, memberId: number, urls: readonly string[]): Promise<boolean> {
  const ids = [...new Set(urls.map((url) => url.slice(url.lastIndexOf('/') + 1)))]
  if (ids.length === 0) return true
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from uploads where member_id = $1 and id = any($2::text[])', [memberId, ids])
  return rows[0].n === ids.length
}
