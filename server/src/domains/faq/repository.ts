import type { Queryable } from '../../db/types'
import { notFound } from '../../lib/errors'
import type * as Api from '../../../../types/api/faq'

/** Questions a member may read: for every platform, or the platform of the member's enterprise. */
const VISIBLE = `(f.plat_id is null or f.plat_id = (select plat_id from enterprises where id = $1))`

type ItemRow = { id: number; category_id: number; question: string; is_hot: boolean }
const summary = (r: ItemRow): Api.FaqSummary => ({ FaqId: r.id, CategoryId: r.category_id, Question: r.question, IsHot: r.is_hot })

export async function faqList(db: Queryable, enterpriseId: number, body: Api.GetFaqListRequest): Promise<Api.GetFaqListData> {
  const { rows: categories } = await db.query<{ id: number; name: string; count: number }>(
    `select c.id, c.name, count(f.id)::int as count from faq_categories c join faq_items f on f.category_id = c.id and ${VISIBLE}
      group by c.id, c.name, c.sort order by c.sort, c.id`,
    [enterpriseId],
  )
  const keyword = body.Keyword?.trim() ?? ''
  const conditions = [VISIBLE]
  const params: unknown[] = [enterpriseId]
  if (body.CategoryId !== undefined) {
    params.push(body.CategoryId)
    conditions.push(`f.category_id = $${params.length}`)
  }
  if (keyword) {
    params.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    conditions.push(`(f.question ilike $${params.length} or f.answer ilike $${params.length})`)
  }
  if (body.CategoryId === undefined && !keyword) conditions.push('f.is_hot')
  const { rows } = await db.query<ItemRow>(
    `select f.id, f.category_id, f.question, f.is_hot from faq_items f where ${conditions.join(' and ')} order by f.sort, f.id limit 100`,
    params,
  )
  return { Categories: categories.map((c) => ({ CategoryId: c.id, Name: c.name, Count: c.count })), Items: rows.map(summary) }
}

export async function faqDetail(db: Queryable, enterpriseId: number, faqId: number): Promise<Api.GetFaqDetailData> {
  const { rows } = await db.query<ItemRow & { answer: string; category_name: string }>(
    `select f.id, f.category_id, f.question, f.is_hot, f.answer, c.name as category_name
       from faq_items f join faq_categories c on c.id = f.category_id where f.id = $2 and ${VISIBLE}`,
    [enterpriseId, faqId],
  )
  const row = rows[0]
  if (!row) throw notFound('该问题不存在')
  const { rows: related } = await db.query<ItemRow>(
    `select f.id, f.category_id, f.question, f.is_hot from faq_items f
      where f.category_id = $2 and f.id <> $3 and ${VISIBLE} order by f.sort, f.id limit 5`,
    [enterpriseId, row.category_id, row.id],
  )
  return { ...summary(row), Answer: row.answer, CategoryName: row.category_name, Related: related.map(summary) }
}
