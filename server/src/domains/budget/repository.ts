import type { Queryable } from '../../db/types'

export type Dimension = 'department' | 'costCenter' | 'project'

const TABLES: Record<Dimension, string> = { department: 'departments', costCenter: 'cost_centers', project: 'projects' }

/** The name of a department, cost centre or project of the enterprise; undefined for another enterprise's id. */
export async function dimensionName(db: Queryable, dimension: Dimension, id: number, enterpriseId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>(`select name from ${TABLES[dimension]} where id = $1 and enterprise_id = $2`, [id, enterpriseId])
  return rows[0]?.name
}

export async function defaultDepartmentId(db: Queryable, memberId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ department_id: number }>(
    'select department_id from member_departments where member_id = $1 order by is_default desc limit 1',
    [memberId],
  )
  return rows[0]?.department_id
}

export type BudgetRow = {
  id: number
  name: string
  dimension_type: Dimension
  dimension_id: number
  period: string
  amount_fen: number
  used_fen: number
  control_type: 0 | 1 | 2
}

export async function findBudget(db: Queryable, enterpriseId: number, dimension: Dimension, id: number, period: string): Promise<BudgetRow | undefined> {
  const { rows } = await db.query<BudgetRow>(
    `select id, name, dimension_type, dimension_id, period, amount_fen, used_fen, control_type from budgets
      where enterprise_id = $1 and dimension_type = $2 and dimension_id = $3 and period = $4`,
    [enterpriseId, dimension, id, period],
  )
  return rows[0]
}
