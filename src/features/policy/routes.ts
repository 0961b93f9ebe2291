import { defineRoutes, screen } from '@/routes/define'
import type MyStandardScreen from './screens/MyStandardScreen'
import type OverReasonScreen from './screens/OverReasonScreen'

export default defineRoutes({
  name: 'policy',
  routes: {
    'my2.0/queryStandard': screen<typeof MyStandardScreen>('./screens/MyStandardScreen'),
    'product3.0/overReason': screen<typeof OverReasonScreen>('./screens/OverReasonScreen'),
    'components/overStandard': screen<typeof OverReasonScreen>('./screens/OverReasonScreen'),
  },
})
