import { defineRoutes, pullDown, screen } from '@/routes/define'
import type TakeoutScreen from './screens/TakeoutScreen'

export default defineRoutes({
  name: 'takeout',
  homeEntries: [{ key: 'takeout', title: '外卖', mark: '餐', rank: 70, flags: ['takeoutPeritted'], routeIds: ['product3.0/takeout/index', 'takeOutFood/index'] }],
  routes: {
    'takeOutFood/index': screen<typeof TakeoutScreen>('./screens/TakeoutScreen', 'v1', pullDown),
    'product3.0/takeout/index': screen<typeof TakeoutScreen>('./screens/TakeoutScreen', 'v3', pullDown),
  },
})
