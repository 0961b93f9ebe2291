import { defineDomain } from '../../lib/domain'
import feedbackRoutes from './routes'
import { seedFeedback } from './seed'

/** Feedback: a member's suggestions and complaints, their handling progress and evaluation (decision 0282). */
export default defineDomain({
  name: 'feedback',
  after: ['platform'],
  demo: [{ name: 'answered feedback', run: seedFeedback }],
  routes: [feedbackRoutes],
  uniqueMessages: { feedback_evaluations_pkey: '该反馈已评价' },
})
