import { defineRoutes, screen } from '@/routes/define'
import type CarIndexScreen from './screens/CarIndexScreen'
import type CarSelectPlaceScreen from './screens/CarSelectPlaceScreen'
import type CarOrderDetailScreen from './screens/CarOrderDetailScreen'
import type CarSelectCityScreen from './screens/CarSelectCityScreen'
import type CarCheckUseTypeScreen from './screens/CarCheckUseTypeScreen'
import type CarApprovalDetailScreen from './screens/CarApprovalDetailScreen'
import type CarWebScreen from './screens/CarWebScreen'

export default defineRoutes({
  name: 'car',
  homeEntries: [{ key: 'car', title: '用车', mark: '车', rank: 40, flags: ['IsPermittedUseCar'], routeIds: ['product3.0/car/index', 'car/index'] }],
  routes: {
    'car/index': screen<typeof CarIndexScreen>('./screens/CarIndexScreen', 'v1'),
    'product3.0/car/index': screen<typeof CarIndexScreen>('./screens/CarIndexScreen', 'v3'),
    'index2.0/carIndex/selectPlace': screen<typeof CarSelectPlaceScreen>('./screens/CarSelectPlaceScreen', 'v2'),
    'index3.0/carIndex/selectPlace': screen<typeof CarSelectPlaceScreen>('./screens/CarSelectPlaceScreen', 'v3'),
    'order3.0/car/detail': screen<typeof CarOrderDetailScreen>('./screens/CarOrderDetailScreen'),
    'index2.0/carIndex/selectCity': screen<typeof CarSelectCityScreen>('./screens/CarSelectCityScreen'),
    'car/checkUseType': screen<typeof CarCheckUseTypeScreen>('./screens/CarCheckUseTypeScreen', 'car'),
    'car/didi/checkUseType': screen<typeof CarCheckUseTypeScreen>('./screens/CarCheckUseTypeScreen', 'didi'),
    'car/didi/index': screen<typeof CarIndexScreen>('./screens/CarIndexScreen', 'didi'),
    'car/webView': screen<typeof CarWebScreen>('./screens/CarWebScreen', 'webView'),
    'car/iframe': screen<typeof CarWebScreen>('./screens/CarWebScreen', 'iframe'),
    'car/ios': screen<typeof CarWebScreen>('./screens/CarWebScreen', 'ios'),
    'order2.0/car/approval': screen<typeof CarApprovalDetailScreen>('./screens/CarApprovalDetailScreen'),
  },
})
