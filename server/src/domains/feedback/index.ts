import { defineDomain } from '../../lib/domain'
import feedbackRoutes from './routes'

/** Feedback: a member's suggestions and complaints. */
export default defineDomain({ name: 'feedback', after: ['platform'], routes: [feedbackRoutes] })
