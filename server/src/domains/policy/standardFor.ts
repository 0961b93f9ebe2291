import type { Queryable } from '../../db/types'
import {
  POLICY_PRODUCTS, type CityTier, type EnterpriseStandards, type PolicyProduct, type StaffGrade, type StandardOf,
} from '@domain/policy/standards'
import { notFound } from '../../lib/errors'

/** Who a standard is for: a member (same enterprise checked) or a member id with its enterprise. */
export type StandardSubject = { memberId: number; enterpriseId: number }

export type AppliedStandard<Product extends PolicyProduct> = {
  grade: StaffGrade
  cityTier: CityTier
  /** null: the enterprise has no standard for the product (everything is within). */
  standard: StandardOf<Product>
}

/** The member's grade for the standard (IsManage members are managers); 4004 for a member of another enterprise. */
export async function gradeOf(db: Queryable, who: StandardSubject): Promise<StaffGrade> {
  const { rows } = await db.query<{ is_manage: boolean }>('select is_manage from members where id = $1 and enterprise_id = $2', [who.memberId, who.enterpriseId])
  if (!rows[0]) throw notFound('员工不存在')
  return rows[0].is_manage ? 'manager' : 'employee'
}

/**
 * The standard that applies to a member for a product (in a city of the given tier, for hotels): what every
 * product's server re-check calls before the domain/policy/<product>.ts function.
 */
export async function standardFor<Product extends PolicyProduct>(db: Queryable, who: StandardSubject, product: Product, cityTier: CityTier = 3): Promise<AppliedStandard<Product>> {
  const grade = await gradeOf(db, who)
  const { rows } = await db.query<{ standard: StandardOf<Product> }>(
    'select standard from policy_standards where enterprise_id = $1 and product = $2',
    [who.enterpriseId, product],
  )
  return { grade, cityTier, standard: rows[0]?.standard ?? null }
}

/** Every product's standard of an enterprise (null where it has none). */
export async function standardsOf(db: Queryable, enterpriseId: number): Promise<EnterpriseStandards> {
  const { rows } = await db.query<{ product: PolicyProduct; standard: unknown }>('select product, standard from policy_standards where enterprise_id = $1', [enterpriseId])
  const found = new Map(rows.map((r) => [r.product, r.standard]))
  return Object.fromEntries(POLICY_PRODUCTS.map((p) => [p, found.get(p) ?? null])) as EnterpriseStandards
}
