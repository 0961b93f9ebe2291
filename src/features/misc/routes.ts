import { defineRoutes, pullDown, screen } from '@/routes/define'
import type DdShareTravelScreen from './screens/DdShareTravelScreen'
import type DingDemoScreen from './screens/DingDemoScreen'
import type LandingScreen from './screens/LandingScreen'
import type TravelInformationScreen from './screens/TravelInformationScreen'

export default defineRoutes({
  name: 'misc',
  routes: {
    'home/kuchailv': screen<typeof LandingScreen>('./screens/LandingScreen', 'kuchailv'),
    'home/kuchailvPC': screen<typeof LandingScreen>('./screens/LandingScreen', 'kuchailvPC'),
    'banner/dongcheng': screen<typeof LandingScreen>('./screens/LandingScreen', 'dongcheng'),
    'home/ddShareTravel': screen<typeof DdShareTravelScreen>('./screens/DdShareTravelScreen', undefined, { ...pullDown, enableShareAppMessage: true }),
    'dingding/demo': screen<typeof DingDemoScreen>('./screens/DingDemoScreen'),
    'order3.0/common/travelInformation': screen<typeof TravelInformationScreen>('./screens/TravelInformationScreen'),
  },
})
