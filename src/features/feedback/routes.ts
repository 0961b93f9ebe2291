import { defineRoutes, screen } from '@/routes/define'
import type FeedbackEditScreen from './screens/FeedbackEditScreen'

export default defineRoutes({
  name: 'feedback',
  routes: {
    'my2.0/feedback/edit': screen<typeof FeedbackEditScreen>('./screens/FeedbackEditScreen'),
  },
})
