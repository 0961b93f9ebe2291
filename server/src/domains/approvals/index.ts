import { defineDomain } from '../../lib/domain'
import approvalRoutes from './routes'

/** Approvals of orders of every product: the approver's list and detail, approve, reject, revoke. */
export default defineDomain({ name: 'approvals', after: ['orders'], routes: [approvalRoutes] })
