import { defineRoutes, pullDown, screen } from '@/routes/define'
import type CashbackDetailScreen from './screens/CashbackDetailScreen'
import type IntegralDescriptionScreen from './screens/IntegralDescriptionScreen'
import type IntegralDetailScreen from './screens/IntegralDetailScreen'
import type IntegralScreen from './screens/IntegralScreen'
import type InterflowScreen from './screens/InterflowScreen'

export default defineRoutes({
  name: 'my',
  routes: {
    'my2.0/integral': screen<typeof IntegralScreen>('./screens/IntegralScreen', undefined, pullDown),
    'my2.0/integralDetail': screen<typeof IntegralDetailScreen>('./screens/IntegralDetailScreen', undefined, pullDown),
    'my2.0/IntegralDescription': screen<typeof IntegralDescriptionScreen>('./screens/IntegralDescriptionScreen'),
    'my2.0/interflow': screen<typeof InterflowScreen>('./screens/InterflowScreen'),
    'my2.0/cashbackDetail': screen<typeof CashbackDetailScreen>('./screens/CashbackDetailScreen', undefined, pullDown),
  },
})
