import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/common'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import { ValidateBudgetBody } from './schemas'
import { validateBudget } from './service'

/** common api/Budget/* */
export default async function budgetRoutes(app: FastifyInstance) {
  post<typeof ValidateBudgetBody, Api.ValidateBudgetData>(app, '/ValidateBudget', ValidateBudgetBody, {
    handler: (request) => validateBudget(app.db, memberOf(request), request.body),
  })
}
