import { defineRoutes, pullDown, screen } from '@/routes/define'
import type TripListScreen from './screens/TripListScreen'

export default defineRoutes({
  name: 'trips',
  routes: {
    'order3.0/triplist': screen<typeof TripListScreen>('./screens/TripListScreen', undefined, pullDown),
    'order3.0/tripSearch': screen<typeof TripListScreen>('./screens/TripListScreen'),
  },
})
