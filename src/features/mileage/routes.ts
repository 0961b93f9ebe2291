import { defineRoutes, pullDown, screen } from '@/routes/define'
import type MileageDetailScreen from './screens/MileageDetailScreen'
import type MileageListScreen from './screens/MileageListScreen'
import type MileageMapScreen from './screens/MileageMapScreen'
import type MileageRecordScreen from './screens/MileageRecordScreen'

export default defineRoutes({
  name: 'mileage',
  routes: {
    'scgy/record': screen<typeof MileageRecordScreen>('./screens/MileageRecordScreen'),
    'scgy/list': screen<typeof MileageListScreen>('./screens/MileageListScreen', undefined, pullDown),
    'scgy/detail': screen<typeof MileageDetailScreen>('./screens/MileageDetailScreen', undefined, pullDown),
    'scgy/map-container': screen<typeof MileageMapScreen>('./screens/MileageMapScreen'),
  },
})
