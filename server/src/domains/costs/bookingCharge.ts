import type { Db, Queryable } from '../../db/types'
import type { ProductType } from '../../../../types/api/envelope'
import type { Member } from '../../lib/caller'
import { businessRule, invalidInput } from '../../lib/errors'
import { validateBudget } from '../budget/public'
import { checkAttribution } from './service'

/** What a booking form sends for its cost attribution: ids from the pickers, names as shown (kept when no id). */
export type ChargeInput = { CostCenterId?: string; CostCenterName?: string; ProjectId?: string; ProjectName?: string }

/** The cost centre and project a booking is charged to, as written on the order. */
export type BookingCharge = { costCenterId: number | null; costCenterName: string; projectId: number | null; projectName: string }

async function findItem(db: Queryable, table: 'cost_centers' | 'projects', enterpriseId: number, id: string | undefined, message: string) {
  if (id === undefined || id === '') return null
  const { rows } = await db.query<{ id: number; name: string }>(`select id, name from ${table} where id = $1 and enterprise_id = $2`, [Number(id), enterpriseId])
  if (!rows[0]) throw invalidInput(message)
  return rows[0]
}

/**
 * The cost attribution every booking re-checks on the server (hotel, train, flight, car, takeout): the picked ids
 * must be the caller's enterprise's (another enterprise's id answers 4000 成本中心不存在 / 项目不存在), and a
 * business booking must fill the product's required cost modules (checkAttribution). A private booking is not
 * charged to the enterprise: no module check.
 */
export async function chargeOf(db: Queryable, member: Pick<Member, 'enterpriseId'>, productType: ProductType, input: ChargeInput, isPrivate = false): Promise<BookingCharge> {
  const costCenter = await findItem(db, 'cost_centers', member.enterpriseId, input.CostCenterId, '成本中心不存在')
  const project = await findItem(db, 'projects', member.enterpriseId, input.ProjectId, '项目不存在')
  if (!isPrivate) await checkAttribution(db, member.enterpriseId, productType, { costCenterId: costCenter?.id, projectId: project?.id })
  return {
    costCenterId: costCenter?.id ?? null,
    costCenterName: costCenter?.name ?? (input.CostCenterName ?? '').trim(),
    projectId: project?.id ?? null,
    projectName: project?.name ?? (input.ProjectName ?? '').trim(),
  }
}

/**
 * The budget check every business booking runs (common api/Budget/ValidateBudget on the member's department, the
 * charged cost centre and project): over a line with control 2 refuses (4001 with the budget's message); over a
 * line with control 1 answers true — the order then goes to the enterprise's approval flow.
 */
export async function overBudgetNeedsApproval(db: Db, member: Pick<Member, 'memberId' | 'enterpriseId'>, productType: ProductType, charge: BookingCharge, amountFen: number, travelDate: string): Promise<boolean> {
  const budget = await validateBudget(db, member, {
    Amount: amountFen,
    ProductType: productType,
    TravelDate: travelDate,
    ...(charge.costCenterId !== null ? { CostCenterId: String(charge.costCenterId) } : {}),
    ...(charge.projectId !== null ? { ProjectId: String(charge.projectId) } : {}),
  })
  if (!budget.IsPass) throw businessRule(budget.Message)
  return budget.IsOverBudget
}
