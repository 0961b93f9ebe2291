import { defineRoutes, pullDown, screen } from '@/routes/define'
import type TravelApplyListScreen from './screens/TravelApplyListScreen'
import type TravelApplyCreateScreen from './screens/TravelApplyCreateScreen'
import type TravelApplyDetailScreen from './screens/TravelApplyDetailScreen'
import type ApplyBillPickerScreen from './screens/ApplyBillPickerScreen'
import type DailyApplyCreateScreen from './screens/DailyApplyCreateScreen'
import type TravelBillCreateScreen from './screens/TravelBillCreateScreen'
import type TravelCityScreen from './screens/TravelCityScreen'

export default defineRoutes({
  name: 'travel-apply',
  routes: {
    'bill/tripApply': screen<typeof TravelApplyListScreen>('./screens/TravelApplyListScreen', 'apply', pullDown),
    'my/tripApplicationList/index': screen<typeof TravelApplyListScreen>('./screens/TravelApplyListScreen', 'mine', pullDown),
    'expenseControl/travelApplyBill': screen<typeof TravelApplyListScreen>('./screens/TravelApplyListScreen', 'expense', pullDown),
    'bill/travelApply/create': screen<typeof TravelApplyCreateScreen>('./screens/TravelApplyCreateScreen'),
    'bill/travelApply/detail': screen<typeof TravelApplyDetailScreen>('./screens/TravelApplyDetailScreen'),
    'expenseControl/travelApplyDetail': screen<typeof TravelApplyDetailScreen>('./screens/TravelApplyDetailScreen'),
    'components/applyBill': screen<typeof ApplyBillPickerScreen>('./screens/ApplyBillPickerScreen'),
    'bill/dailyApply/create': screen<typeof DailyApplyCreateScreen>('./screens/DailyApplyCreateScreen'),
    'bill/dailyApply/detail': screen<typeof TravelApplyDetailScreen>('./screens/TravelApplyDetailScreen', 'daily'),
    'bill/guangxin/createTravelBill': screen<typeof TravelBillCreateScreen>('./screens/TravelBillCreateScreen'),
    'bill/guangxin/travelBillDetail': screen<typeof TravelApplyDetailScreen>('./screens/TravelApplyDetailScreen', 'guangxin'),
    'bill/travelCity': screen<typeof TravelCityScreen>('./screens/TravelCityScreen'),
  },
})
