import { defineRoutes, pullDown, screen } from '@/routes/define'
import type OrderCenterScreen from './screens/OrderCenterScreen'
import type HotelOrderDetailScreen from './screens/HotelOrderDetailScreen'
import type HotelConfirmationScreen from './screens/HotelConfirmationScreen'

export default defineRoutes({
  name: 'order',
  routes: {
    'order/index': screen<typeof OrderCenterScreen>('./screens/OrderCenterScreen', undefined, pullDown),
    'order/hotelOrderDetail': screen<typeof HotelOrderDetailScreen>('./screens/HotelOrderDetailScreen', 'v1'),
    'order2.0/hotel/detail': screen<typeof HotelOrderDetailScreen>('./screens/HotelOrderDetailScreen', 'v2'),
    'order3.0/hotel/detail': screen<typeof HotelOrderDetailScreen>('./screens/HotelOrderDetailScreen', 'v3'),
    'order/hotelOrderDetail/hotelConfirmation': screen<typeof HotelConfirmationScreen>('./screens/HotelConfirmationScreen'),
    'order2.0/hotel/checkInVoucher': screen<typeof HotelConfirmationScreen>('./screens/HotelConfirmationScreen'),
  },
})
