import { defineRoutes, pullDown, screen } from '@/routes/define'
import type ApprovalListScreen from './screens/ApprovalListScreen'
import type ApprovalHotelOrderDetailScreen from './screens/ApprovalHotelOrderDetailScreen'

export default defineRoutes({
  name: 'approve',
  routes: {
    'order3.0/approvalList': screen<typeof ApprovalListScreen>('./screens/ApprovalListScreen', 'list'),
    'approve/index': screen<typeof ApprovalListScreen>('./screens/ApprovalListScreen', 'todo', pullDown),
    'approve/hotelOrderDetail': screen<typeof ApprovalHotelOrderDetailScreen>('./screens/ApprovalHotelOrderDetailScreen'),
    'order2.0/hotel/approval': screen<typeof ApprovalHotelOrderDetailScreen>('./screens/ApprovalHotelOrderDetailScreen'),
  },
})
