import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/common'
import { invalidInput, notFound } from '../../lib/errors'
import { isRealDate, shanghaiDate } from '../../lib/time'
import type { Member } from '../../lib/caller'
import { budgetVerdict, isOver, remainingFen } from '../../../../domain/budget/budget'
import * as repo from './repository'

const NOT_FOUND: Record<repo.Dimension, string> = { department: '部门不存在', costCenter: '成本中心不存在', project: '项目不存在' }

/**
 * Checks an amount against the year's budgets of the department (the member's default when not given),
 * the cost centre and the project. Any id outside the member's enterprise answers 4004.
 */
export async function validateBudget(db: Db, member: Pick<Member, 'memberId' | 'enterpriseId'>, body: Api.ValidateBudgetRequest): Promise<Api.ValidateBudgetData> {
  if (body.TravelDate !== undefined && !isRealDate(body.TravelDate)) throw invalidInput('出行日期格式不正确')
  const period = (body.TravelDate ?? shanghaiDate()).slice(0, 4)
  const departmentId = body.DepartmentId !== undefined ? Number(body.DepartmentId) : await repo.defaultDepartmentId(db, member.memberId)
  const wanted: [repo.Dimension, number | undefined][] = [
    ['department', departmentId],
    ['costCenter', body.CostCenterId !== undefined ? Number(body.CostCenterId) : undefined],
    ['project', body.ProjectId !== undefined ? Number(body.ProjectId) : undefined],
  ]
  const checks: Api.BudgetCheck[] = []
  for (const [dimension, id] of wanted) {
    if (id === undefined) continue
    const name = await repo.dimensionName(db, dimension, id, member.enterpriseId)
    if (name === undefined) throw notFound(NOT_FOUND[dimension])
    const budget = await repo.findBudget(db, member.enterpriseId, dimension, id, period)
    if (!budget) continue
    const line = { totalFen: Number(budget.amount_fen), usedFen: Number(budget.used_fen) }
    const remaining = remainingFen(line)
    checks.push({
      BudgetId: String(budget.id),
      BudgetName: budget.name,
      DimensionType: dimension,
      DimensionId: String(id),
      DimensionName: name,
      Period: budget.period,
      TotalAmount: budget.amount_fen,
      UsedAmount: budget.used_fen,
      RemainingAmount: remaining,
      ControlType: budget.control_type,
      IsOver: isOver(line, body.Amount),
    })
  }
  const verdict = budgetVerdict(
    checks.map((c) => ({ name: c.BudgetName, totalFen: c.TotalAmount, usedFen: c.UsedAmount, control: c.ControlType })),
    body.Amount,
  )
  return { IsPass: !verdict.isBlocked, IsOverBudget: verdict.isOver, ControlType: verdict.control, Budgets: checks, Message: verdict.message }
}
