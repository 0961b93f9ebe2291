import { defineRoutes, pullDown, screen } from '@/routes/define'
import type LineIndexScreen from './screens/LineIndexScreen'
import type IntegratedTrafficScreen from './screens/IntegratedTrafficScreen'

/** 交通首页 and 综合交通: trains and flights searched from one place (decision 0341). */
export default defineRoutes({
  name: 'traffic',
  homeEntries: [{ key: 'traffic', title: '交通', mark: '交', rank: 55, flags: ['IsPermittedBookTrain', 'IsPermittedBookFlight'], routeIds: ['product2.0/lineIndex'] }],
  routes: {
    'product2.0/lineIndex': screen<typeof LineIndexScreen>('./screens/LineIndexScreen', undefined, pullDown),
    'product3.0/integratedTraffic/index': screen<typeof IntegratedTrafficScreen>('./screens/IntegratedTrafficScreen', undefined, pullDown),
  },
})
