import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/costs'
import type { ProductType } from '../../../../types/api/envelope'

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The cost centres of the member's departments, the default department's first. */
export async function myCostCenters(db: Queryable, memberId: number): Promise<Api.CostCenter[]> {
  const { rows } = await db.query<{ id: number; code: string; name: string; is_default: boolean }>(
    `select c.id, c.code, c.name, bool_or(md.is_default) as is_default
       from member_departments md join departments d on d.id = md.department_id join cost_centers c on c.id = d.cost_center_id
      where md.member_id = $1 group by c.id, c.code, c.name order by bool_or(md.is_default) desc, c.id`,
    [memberId],
  )
  return rows.map((row) => ({ CostCenterId: String(row.id), CostCenterCode: row.code, CostCenterName: row.name, IsDefault: row.is_default }))
}

/** The enterprise's cost centres matching the keyword (name or code), the member's own first, paged. */
export async function costCenters(db: Queryable, enterpriseId: number, memberId: number, keyword: string, page: { index: number; size: number }) {
  const { rows } = await db.query<{ id: number; code: string; name: string; is_default: boolean; is_mine: boolean; total: number }>(
    `select c.id, c.code, c.name,
            coalesce(mine.is_default, false) as is_default, mine.id is not null as is_mine, count(*) over ()::int as total
       from cost_centers c
       left join (select d.cost_center_id as id, bool_or(md.is_default) as is_default from member_departments md
                    join departments d on d.id = md.department_id where md.member_id = $2 group by d.cost_center_id) mine on mine.id = c.id
      where c.enterprise_id = $1 and ($3 = '' or c.name ilike $4 or c.code ilike $4)
      order by is_default desc, is_mine desc, c.code limit $5 offset $6`,
    [enterpriseId, memberId, keyword, likeOf(keyword), page.size, (page.index - 1) * page.size],
  )
  return {
    CostCenters: rows.map((row) => ({ CostCenterId: String(row.id), CostCenterCode: row.code, CostCenterName: row.name, IsDefault: row.is_default })),
    Total: rows[0]?.total ?? (page.index > 1 ? await countCostCenters(db, enterpriseId, keyword) : 0),
  }
}

async function countCostCenters(db: Queryable, enterpriseId: number, keyword: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from cost_centers where enterprise_id = $1 and ($2 = '' or name ilike $3 or code ilike $3)`, [enterpriseId, keyword, likeOf(keyword)])
  return rows[0].n
}

export async function projects(db: Queryable, enterpriseId: number, keyword: string, page: { index: number; size: number }): Promise<Api.GetProjectListData> {
  const { rows } = await db.query<{ id: number; code: string; name: string; total: number }>(
    `select id, code, name, count(*) over ()::int as total from projects
      where enterprise_id = $1 and is_active and ($2 = '' or name ilike $3 or code ilike $3)
      order by code limit $4 offset $5`,
    [enterpriseId, keyword, likeOf(keyword), page.size, (page.index - 1) * page.size],
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page.index > 1) {
    const count = await db.query<{ n: number }>(`select count(*)::int as n from projects where enterprise_id = $1 and is_active and ($2 = '' or name ilike $3 or code ilike $3)`, [enterpriseId, keyword, likeOf(keyword)])
    total = count.rows[0].n
  }
  return { Projects: rows.map((row) => ({ ProjectId: String(row.id), ProjectCode: row.code, ProjectName: row.name })), Total: total }
}

export async function projectTaken(db: Queryable, enterpriseId: number, name: string, code: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from projects where enterprise_id = $1 and (name = $2 or code = $3)', [enterpriseId, name, code])
  return rowCount > 0
}

export async function nextProjectCode(db: Queryable, enterpriseId: number): Promise<string> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int + 1 as n from projects where enterprise_id = $1', [enterpriseId])
  return `P-${String(rows[0].n).padStart(4, '0')}`
}

export async function insertProject(db: Queryable, enterpriseId: number, code: string, name: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'insert into projects (enterprise_id, code, name) values ($1, $2, $3) on conflict (enterprise_id, code) do nothing returning id',
    [enterpriseId, code, name],
  )
  return rows[0]?.id
}

export async function financeReasons(db: Queryable, enterpriseId: number): Promise<Api.FinanceReason[]> {
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from finance_reasons where enterprise_id = $1 and is_active order by sort, id', [enterpriseId])
  return rows.map((row) => ({ ReasonId: String(row.id), ReasonName: row.name }))
}

export async function costModules(db: Queryable, enterpriseId: number, productType: ProductType): Promise<Api.CostModuleConfig[]> {
  const { rows } = await db.query<{ model_name: string; type: Api.CostModuleType; is_require: boolean; is_hide: boolean; placeholder: string }>(
    'select model_name, type, is_require, is_hide, placeholder from enterprise_cost_modules where enterprise_id = $1 and product_type = $2 order by sort',
    [enterpriseId, productType],
  )
  return rows.map((row) => ({ ModelName: row.model_name, Type: row.type, IsRequire: row.is_require, IsHide: row.is_hide, Placeholder: row.placeholder }))
}

export async function isProjectCenterConfirm(db: Queryable, enterpriseId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_project_center_confirm: boolean }>('select is_project_center_confirm from enterprise_cost_settings where enterprise_id = $1', [enterpriseId])
  return rows[0]?.is_project_center_confirm ?? false
}

/** The name of an enterprise's cost centre / project / reason by id; undefined for another enterprise's. */
export async function nameOf(db: Queryable, table: 'cost_centers' | 'projects' | 'finance_reasons', id: number, enterpriseId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>(`select name from ${table} where id = $1 and enterprise_id = $2`, [id, enterpriseId])
  return rows[0]?.name
}
