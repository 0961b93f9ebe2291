import { defineRoutes, pullDown, screen } from '@/routes/define'
import type FlightIndexScreen from './screens/FlightIndexScreen'
import type FlightCityScreen from './screens/FlightCityScreen'
import type FlightListScreen from './screens/FlightListScreen'
import type FlightCabinScreen from './screens/FlightCabinScreen'
import type FlightOrderWriteScreen from './screens/FlightOrderWriteScreen'
import type FlightOrderDetailScreen from './screens/FlightOrderDetailScreen'
import type FlightRefundScreen from './screens/FlightRefundScreen'
import type FlightApprovalDetailScreen from './screens/FlightApprovalDetailScreen'
import type FlightRebookScreen from './screens/FlightRebookScreen'
import type FlightRebookDateScreen from './screens/FlightRebookDateScreen'
import type FlightRebookReasonScreen from './screens/FlightRebookReasonScreen'
import type FlightRebookListScreen from './screens/FlightRebookListScreen'
import type FlightRebookApplyScreen from './screens/FlightRebookApplyScreen'
import type FlightModifyNameScreen from './screens/FlightModifyNameScreen'
import type FlightChangeInformScreen from './screens/FlightChangeInformScreen'
import type FlightTipScreen from './screens/FlightTipScreen'
import type FlightRulesScreen from './screens/FlightRulesScreen'

export default defineRoutes({
  name: 'flight',
  homeEntries: [
    { key: 'flight', title: '机票', mark: '机', rank: 30, flags: ['IsPermittedBookFlight'], routeIds: ['product3.0/flight/index', 'flight/index'] },
    {
      key: 'internationalFlight',
      title: '国际机票',
      mark: '国',
      rank: 35,
      flags: ['IsPermittedBookInternationalFlight'],
      routeIds: ['product3.0/flight/index', 'flight/index'],
      query: { isInternational: '1' },
    },
  ],
  routes: {
    'flight/index': screen<typeof FlightIndexScreen>('./screens/FlightIndexScreen', 'v1'),
    'product2.0/flight/index': screen<typeof FlightIndexScreen>('./screens/FlightIndexScreen', 'v2'),
    'product3.0/flight/index': screen<typeof FlightIndexScreen>('./screens/FlightIndexScreen', 'v3'),
    'flight/destination': screen<typeof FlightCityScreen>('./screens/FlightCityScreen', 'v1'),
    'product2.0/flight/cityAirport': screen<typeof FlightCityScreen>('./screens/FlightCityScreen', 'v2'),
    'product3.0/flight/cityAirport': screen<typeof FlightCityScreen>('./screens/FlightCityScreen', 'v3'),
    'flight/list': screen<typeof FlightListScreen>('./screens/FlightListScreen', 'v1', pullDown),
    'product2.0/flight/list': screen<typeof FlightListScreen>('./screens/FlightListScreen', 'v2', pullDown),
    'product3.0/flight/list': screen<typeof FlightListScreen>('./screens/FlightListScreen', 'v3', pullDown),
    'product2.0/national_flight/list': screen<typeof FlightListScreen>('./screens/FlightListScreen', 'intl', pullDown),
    'product2.0/national_flight/list_go_back': screen<typeof FlightListScreen>('./screens/FlightListScreen', 'intl-back', pullDown),
    'flight/detail': screen<typeof FlightCabinScreen>('./screens/FlightCabinScreen', 'v1'),
    'product2.0/flight/detail': screen<typeof FlightCabinScreen>('./screens/FlightCabinScreen', 'v2'),
    'product3.0/flight/detail': screen<typeof FlightCabinScreen>('./screens/FlightCabinScreen', 'v3'),
    'product2.0/national_flight/detail': screen<typeof FlightCabinScreen>('./screens/FlightCabinScreen', 'intl'),
    'flight/writeOrderDc': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'oneWay'),
    'flight/writeOrderDc/financeOrderWrite': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'finance-oneWay'),
    'flight/writeOrderWf': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'roundTrip'),
    'flight/writeOrderWf/financeOrderWrite': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'finance-roundTrip'),
    'flight/writeOrderInternational': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'international'),
    'product2.0/flight/writeOrder': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'v2'),
    'product3.0/flight/writeOrder': screen<typeof FlightOrderWriteScreen>('./screens/FlightOrderWriteScreen', 'v3'),
    'order/flightOrderDetail': screen<typeof FlightOrderDetailScreen>('./screens/FlightOrderDetailScreen', 'v1'),
    'order2.0/flight/detail': screen<typeof FlightOrderDetailScreen>('./screens/FlightOrderDetailScreen', 'v2'),
    'order3.0/flight/detail': screen<typeof FlightOrderDetailScreen>('./screens/FlightOrderDetailScreen', 'v3'),
    'order2.0/flight/approval': screen<typeof FlightApprovalDetailScreen>('./screens/FlightApprovalDetailScreen'),
    'order3.0/flight/refund/index': screen<typeof FlightRefundScreen>('./screens/FlightRefundScreen'),
    'order3.0/flight/rebook/index': screen<typeof FlightRebookScreen>('./screens/FlightRebookScreen'),
    'order3.0/flight/rebook/modifyDate': screen<typeof FlightRebookDateScreen>('./screens/FlightRebookDateScreen'),
    'order3.0/flight/rebook/selectReason': screen<typeof FlightRebookReasonScreen>('./screens/FlightRebookReasonScreen'),
    'order3.0/flight/rebook/modifyList': screen<typeof FlightRebookListScreen>('./screens/FlightRebookListScreen', undefined, pullDown),
    'order3.0/flight/rebook/modifyApply': screen<typeof FlightRebookApplyScreen>('./screens/FlightRebookApplyScreen'),
    'order3.0/flight/rebook/modifyName': screen<typeof FlightModifyNameScreen>('./screens/FlightModifyNameScreen'),
    'order2.0/flight/flightChangeInform': screen<typeof FlightChangeInformScreen>('./screens/FlightChangeInformScreen'),
    'order/flightOrderDetail/flightTipDetail': screen<typeof FlightTipScreen>('./screens/FlightTipScreen'),
    'components/backChangeRule': screen<typeof FlightRulesScreen>('./screens/FlightRulesScreen'),
  },
})
