import { defineRoutes, pullDown, screen } from '@/routes/define'
import type FeedbackDetailScreen from './screens/FeedbackDetailScreen'
import type FeedbackEditScreen from './screens/FeedbackEditScreen'
import type FeedbackListScreen from './screens/FeedbackListScreen'

export default defineRoutes({
  name: 'feedback',
  routes: {
    'my2.0/feedback/edit': screen<typeof FeedbackEditScreen>('./screens/FeedbackEditScreen'),
    'my2.0/feedback/index': screen<typeof FeedbackListScreen>('./screens/FeedbackListScreen', undefined, pullDown),
    'my2.0/feedback/detail': screen<typeof FeedbackDetailScreen>('./screens/FeedbackDetailScreen', undefined, pullDown),
  },
})
