import { defineRoutes, pullDown, screen } from '@/routes/define'
import type ApprovalListScreen from './screens/ApprovalListScreen'

export default defineRoutes({
  name: 'approvals',
  routes: {
    'order3.0/approvalList': screen<typeof ApprovalListScreen>('./screens/ApprovalListScreen', 'list'),
    'approve/index': screen<typeof ApprovalListScreen>('./screens/ApprovalListScreen', 'todo', pullDown),
  },
})
