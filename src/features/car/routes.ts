import { defineRoutes, screen } from '@/routes/define'
import type CarIndexScreen from './screens/CarIndexScreen'
import type CarSelectPlaceScreen from './screens/CarSelectPlaceScreen'
import type CarOrderDetailScreen from './screens/CarOrderDetailScreen'

export default defineRoutes({
  name: 'car',
  homeEntries: [{ key: 'car', title: '用车', mark: '车', rank: 40, flags: ['IsPermittedUseCar'], routeIds: ['product3.0/car/index', 'car/index'] }],
  routes: {
    'car/index': screen<typeof CarIndexScreen>('./screens/CarIndexScreen', 'v1'),
    'product3.0/car/index': screen<typeof CarIndexScreen>('./screens/CarIndexScreen', 'v3'),
    'index2.0/carIndex/selectPlace': screen<typeof CarSelectPlaceScreen>('./screens/CarSelectPlaceScreen', 'v2'),
    'index3.0/carIndex/selectPlace': screen<typeof CarSelectPlaceScreen>('./screens/CarSelectPlaceScreen', 'v3'),
    'order3.0/car/detail': screen<typeof CarOrderDetailScreen>('./screens/CarOrderDetailScreen'),
  },
})
