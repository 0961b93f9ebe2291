import { defineDomain } from '../../lib/domain'
import invitationRoutes from './routes'
import { seedInvitations } from './seed'

/**
 * Invitations to join an enterprise (decision 0200). Registration (identity) takes one; the enterprise key
 * alone lets nobody join. Comes after platform, whose demo world holds the enterprises it invites to.
 */
export default defineDomain({
  name: 'invitations',
  after: ['platform'],
  demo: [{ name: 'enterprise invitations', run: seedInvitations }],
  routes: [invitationRoutes],
  uniqueMessages: {
    enterprise_join_requests_open: '已提交加入申请，请等待企业管理员审核',
  },
})
