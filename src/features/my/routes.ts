import { defineRoutes, pullDown, screen } from '@/routes/define'
import type CashbackDetailScreen from './screens/CashbackDetailScreen'
import type CollectionScreen from './screens/CollectionScreen'
import type CustomerServiceScreen from './screens/CustomerServiceScreen'
import type IntegralDescriptionScreen from './screens/IntegralDescriptionScreen'
import type IntegralDetailScreen from './screens/IntegralDetailScreen'
import type IntegralScreen from './screens/IntegralScreen'
import type InterflowScreen from './screens/InterflowScreen'
import type QuestionDetailScreen from './screens/QuestionDetailScreen'
import type QuestionListScreen from './screens/QuestionListScreen'
import type RechargeListScreen from './screens/RechargeListScreen'
import type RechargeScreen from './screens/RechargeScreen'
import type TogetherScreen from './screens/TogetherScreen'

export default defineRoutes({
  name: 'my',
  routes: {
    'my2.0/integral': screen<typeof IntegralScreen>('./screens/IntegralScreen', undefined, pullDown),
    'my2.0/integralDetail': screen<typeof IntegralDetailScreen>('./screens/IntegralDetailScreen', undefined, pullDown),
    'my2.0/IntegralDescription': screen<typeof IntegralDescriptionScreen>('./screens/IntegralDescriptionScreen'),
    'my2.0/interflow': screen<typeof InterflowScreen>('./screens/InterflowScreen'),
    'my2.0/cashbackDetail': screen<typeof CashbackDetailScreen>('./screens/CashbackDetailScreen', undefined, pullDown),
    'my2.0/customerService': screen<typeof CustomerServiceScreen>('./screens/CustomerServiceScreen', undefined, pullDown),
    'my2.0/questionList': screen<typeof QuestionListScreen>('./screens/QuestionListScreen', undefined, pullDown),
    'my2.0/questionDetail': screen<typeof QuestionDetailScreen>('./screens/QuestionDetailScreen'),
    'my2.0/recharge/index': screen<typeof RechargeScreen>('./screens/RechargeScreen'),
    'my2.0/recharge/list': screen<typeof RechargeListScreen>('./screens/RechargeListScreen', undefined, pullDown),
    'my2.0/collection': screen<typeof CollectionScreen>('./screens/CollectionScreen', undefined, pullDown),
    'my2.0/together': screen<typeof TogetherScreen>('./screens/TogetherScreen', undefined, pullDown),
  },
})
