import { defineDomain } from '../../lib/domain'
import faqRoutes from './routes'
import { seedFaq } from './seed'

/** The customer-service FAQ (b2b Scheme FAQ, decision 0283): reference data, read per platform. */
export default defineDomain({ name: 'faq', after: ['platform'], reference: [{ name: 'customer-service FAQ', run: seedFaq }], routes: [faqRoutes] })
