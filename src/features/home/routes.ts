import { defineRoutes, pullDown, screen } from '@/routes/define'
import type BusinessCardScreen from './screens/BusinessCardScreen'
import type ConsumptionDetailScreen from './screens/ConsumptionDetailScreen'
import type ControlInformationScreen from './screens/ControlInformationScreen'
import type HomeScreen from './screens/HomeScreen'
import type FrequentlyUsedScreen from './screens/FrequentlyUsedScreen'
import type IntroductionScreen from './screens/IntroductionScreen'
import type ReimbursementScreen from './screens/ReimbursementScreen'

export default defineRoutes({
  name: 'home',
  routes: {
    index: screen<typeof HomeScreen>('./screens/HomeScreen', 'index', pullDown),
    'index2.0/index': screen<typeof HomeScreen>('./screens/HomeScreen', 'index2', pullDown),
    'index3.0/index': screen<typeof HomeScreen>('./screens/HomeScreen', 'index3', pullDown),
    'index3.0/dossen/index': screen<typeof HomeScreen>('./screens/HomeScreen', 'dossen', pullDown),
    'index3.0/offenUsed/index': screen<typeof FrequentlyUsedScreen>('./screens/FrequentlyUsedScreen'),
    'index3.0/introduction': screen<typeof IntroductionScreen>('./screens/IntroductionScreen'),
    'index/controlInformation': screen<typeof ControlInformationScreen>('./screens/ControlInformationScreen', undefined, pullDown),
    'index/ConsumptionDetail': screen<typeof ConsumptionDetailScreen>('./screens/ConsumptionDetailScreen', undefined, pullDown),
    'index2.0/businessCard': screen<typeof BusinessCardScreen>('./screens/BusinessCardScreen', undefined, { ...pullDown, enableShareAppMessage: true }),
    'index2.0/reimbursement': screen<typeof ReimbursementScreen>('./screens/ReimbursementScreen'),
  },
})
