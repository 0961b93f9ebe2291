import { defineDomain } from '../../lib/domain'
import { provideApprovalToDos, toDoRoutes } from './toDo'

/**
 * Approvals: the chain of levels and tasks (start, approve, 转交, 加签, return) that orders, travel applications,
 * bills and loans all use; the order approvals' rows, scopes and progress; the approver's to-do summary, which the
 * other domains fill through `app.approvalToDos` (decision 0910). The order approval routes live with orders.
 */
export default defineDomain({
  name: 'approvals',
  after: ['platform'],
  provide: (app) => {
    provideApprovalToDos(app)
  },
  routes: [toDoRoutes],
})
