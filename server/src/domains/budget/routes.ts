import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/common'
import { post } from '../../lib/route'
import { ValidateBudgetBody, ValidateBudgetData } from './schemas'
import { validateBudget } from './service'

/** common api/Budget/* */
export default async function budgetRoutes(app: FastifyInstance) {
  post<typeof ValidateBudgetBody, Api.ValidateBudgetData>(app, { module: 'common', path: '/api/Budget/ValidateBudget' }, ValidateBudgetBody, {
    doc: { body: '`{Amount (fen), ProductType (1/5/6/7), DepartmentId?, CostCenterId?, ProjectId?, TravelDate?}`', data: '`{IsPass, IsOverBudget, ControlType (0 none, 1 warn, 2 forbid), Budgets[{BudgetId, BudgetName, DimensionType, DimensionId, DimensionName, Period, TotalAmount, UsedAmount, RemainingAmount, ControlType, IsOver}], Message}`; another enterprise\'s ids 4004' },
    data: ValidateBudgetData,
    handler: (request) => validateBudget(app.db, request.caller(), request.body),
  })
}
