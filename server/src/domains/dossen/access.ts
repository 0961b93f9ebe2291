import type { Queryable } from '../../db/types'
import { forbidden, notFound } from '../../lib/errors'

export type DossenRole = 'sale' | 'owner'

/** The caller's dossen role: sale first (a sale may also own), else owner; anyone else 4003. */
export async function roleOf(db: Queryable, memberId: number): Promise<DossenRole> {
  const { rows } = await db.query<{ sale: boolean; owner: boolean }>('select is_dossen_sale as sale, is_dossen_owner as owner from members where id = $1', [memberId])
  if (rows[0]?.sale) return 'sale'
  if (rows[0]?.owner) return 'owner'
  throw forbidden('仅东呈销售或企业负责人可以查看')
}

/** The enterprises the caller looks after: a sale's clients, or an owner's own enterprise. */
export async function enterpriseIds(db: Queryable, member: { memberId: number; enterpriseId: number }, role: DossenRole): Promise<number[]> {
  if (role === 'owner') return [member.enterpriseId]
  const { rows } = await db.query<{ id: number }>('select enterprise_id as id from dossen_sale_enterprises where sale_member_id = $1', [member.memberId])
  return rows.map((r) => r.id)
}

/** 4004 for an enterprise the caller does not look after (never says whether it exists). */
export async function requireEnterprise(db: Queryable, member: { memberId: number; enterpriseId: number }, enterpriseId: number): Promise<void> {
  const role = await roleOf(db, member.memberId)
  if (!(await enterpriseIds(db, member, role)).includes(enterpriseId)) throw notFound('企业不存在')
}

export async function requireSale(db: Queryable, memberId: number): Promise<void> {
  if ((await roleOf(db, memberId)) !== 'sale') throw forbidden('仅东呈销售可以查看奖励')
}
