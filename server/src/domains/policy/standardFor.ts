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

/**
 * What standardFor reads, as two columns of one select (`is_manage`, `standard`), for a caller that folds them
 * into a statement of its own (the hotel search, issue 37); `member` and `enterprise` are the statement's
 * parameter references (`$1`…), `product` is a known product name. `appliedStandardOf` reads the row.
 */
export function standardColumns(member: string, enterprise: string, product: PolicyProduct): string {
  if (!POLICY_PRODUCTS.includes(product)) throw new Error(`unknown product ${product}`)
  return `(select is_manage from members where id = ${member} and enterprise_id = ${enterprise}) as is_manage,
          (select standard from policy_standards where enterprise_id = ${enterprise} and product = '${product}') as standard`
}

/** The applied standard from `standardColumns`' row; 4004 for a member of another enterprise (no row). */
export function appliedStandardOf<Product extends PolicyProduct>(row: { is_manage: boolean | null; standard: unknown }, cityTier: CityTier): AppliedStandard<Product> {
  if (row.is_manage === null || row.is_manage === undefined) throw notFound('员工不存在')
  return { grade: row.is_manage ? 'manager' : 'employee', cityTier, standard: (row.standard ?? null) as StandardOf<Product> }
}

/** The member's grade for the standard (IsManage members are managers); 4004 for a member of another enterprise. */
export async function gradeOf(db: Queryable, who: StandardSubject): Promise<StaffGrade> {
  const { rows } = await db.query<{ is_manage: boolean }>('select is_manage from members where id = $1 and enterprise_id = $2', [who.memberId, who.enterpriseId])
  if (!rows[0]) throw notFound('员工不存在')
  return rows[0].is_manage ? 'manager' : 'employee'
}

/**
 * The standard that applies to a member for a product (in a city of the given tier, for hotels): what every
 * product's server re-check calls before the domain/policy/<product>.ts function. One statement.
 */
export async function standardFor<Product extends PolicyProduct>(db: Queryable, who: StandardSubject, product: Product, cityTier: CityTier = 3): Promise<AppliedStandard<Product>> {
  const { rows } = await db.query<{ is_manage: boolean | null; standard: unknown }>(`select ${standardColumns('$1', '$2', product)}`, [who.memberId, who.enterpriseId])
  return appliedStandardOf<Product>(rows[0]!, cityTier)
}

/** Every product's standard of an enterprise (null where it has none). */
export async function standardsOf(db: Queryable, enterpriseId: number): Promise<EnterpriseStandards> {
  const { rows } = await db.query<{ product: PolicyProduct; standard: unknown }>('select product, standard from policy_standards where enterprise_id = $1', [enterpriseId])
  const found = new Map(rows.map((r) => [r.product, r.standard]))
  return Object.fromEntries(POLICY_PRODUCTS.map((p) => [p, found.get(p) ?? null])) as EnterpriseStandards
}
