import { defineDomain } from '../../lib/domain'
import invoiceApplicationRoutes from './applications/routes'
import mailRoutes from './mails/routes'
import { seedCompletedOrders } from './seed'
import invoiceTitleRoutes from './titles/routes'

/** Invoices (发票): the member's invoice titles, mailing addresses and applications over completed orders (decisions 0201, 0203). */
export default defineDomain({
  name: 'invoice',
  after: ['platform', 'orders', 'hotel'],
  demo: [{ name: 'completed orders to invoice', run: seedCompletedOrders }],
  routes: [invoiceTitleRoutes, invoiceApplicationRoutes, mailRoutes],
  uniqueMessages: {
    invoice_application_orders_live: '所选订单已申请过发票，请刷新后重试',
  },
})
