import { defineDomain } from '../../lib/domain'
import businessCardRoutes from './routes'

/** The member's business card (名片) and the enterprise's card bank search (decision 0351). */
export default defineDomain({ name: 'business-cards', after: ['platform'], routes: [businessCardRoutes] })
