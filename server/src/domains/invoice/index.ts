import { defineDomain } from '../../lib/domain'
import invoiceTitleRoutes from './titles/routes'

/** Invoices (发票): the member's invoice titles; applications over completed orders come next (decision 0201). */
export default defineDomain({ name: 'invoice', after: ['platform'], routes: [invoiceTitleRoutes] })
