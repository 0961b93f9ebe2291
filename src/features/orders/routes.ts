import { defineRoutes, pullDown, screen } from '@/routes/define'
import type OrderCenterScreen from './screens/OrderCenterScreen'

export default defineRoutes({
  name: 'orders',
  routes: {
    'order/index': screen<typeof OrderCenterScreen>('./screens/OrderCenterScreen', undefined, pullDown),
  },
})
