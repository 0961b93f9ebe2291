import { defineRoutes, pullDown, screen } from '@/routes/define'
import type InvoiceApplicationDetailScreen from './screens/InvoiceApplicationDetailScreen'
import type InvoiceApplyScreen from './screens/InvoiceApplyScreen'
import type InvoiceHistoryScreen from './screens/InvoiceHistoryScreen'
import type InvoiceHomeScreen from './screens/InvoiceHomeScreen'
import type InvoiceTitleFormScreen from './screens/InvoiceTitleFormScreen'
import type InvoiceTitleListScreen from './screens/InvoiceTitleListScreen'
import type MailFormScreen from './screens/MailFormScreen'
import type MailListScreen from './screens/MailListScreen'

export default defineRoutes({
  name: 'invoice',
  routes: {
    'invoice/index': screen<typeof InvoiceHomeScreen>('./screens/InvoiceHomeScreen', 'v1'),
    'my2.0/invoice/index': screen<typeof InvoiceHomeScreen>('./screens/InvoiceHomeScreen', 'v2'),
    'invoice/help': screen<typeof InvoiceHomeScreen>('./screens/InvoiceHomeScreen', 'help'),
    'invoice/title': screen<typeof InvoiceTitleListScreen>('./screens/InvoiceTitleListScreen', 'v1', pullDown),
    'my2.0/invoice/titleList': screen<typeof InvoiceTitleListScreen>('./screens/InvoiceTitleListScreen', 'v2', pullDown),
    'invoice/addTitle': screen<typeof InvoiceTitleFormScreen>('./screens/InvoiceTitleFormScreen', 'v1'),
    'my2.0/invoice/addTitle': screen<typeof InvoiceTitleFormScreen>('./screens/InvoiceTitleFormScreen', 'v2'),
    'invoice/address': screen<typeof MailListScreen>('./screens/MailListScreen', undefined, pullDown),
    'invoice/addAddress': screen<typeof MailFormScreen>('./screens/MailFormScreen'),
    'invoice/apply': screen<typeof InvoiceApplyScreen>('./screens/InvoiceApplyScreen', 'v1'),
    'my2.0/invoice/application': screen<typeof InvoiceApplyScreen>('./screens/InvoiceApplyScreen', 'v2'),
    'invoice/history': screen<typeof InvoiceHistoryScreen>('./screens/InvoiceHistoryScreen', 'v1', pullDown),
    'my2.0/invoice/history': screen<typeof InvoiceHistoryScreen>('./screens/InvoiceHistoryScreen', 'v2', pullDown),
    'invoice/applyDetail': screen<typeof InvoiceApplicationDetailScreen>('./screens/InvoiceApplicationDetailScreen', 'apply'),
    'invoice/detail': screen<typeof InvoiceApplicationDetailScreen>('./screens/InvoiceApplicationDetailScreen', 'invoice'),
    'invoice/containsOrder': screen<typeof InvoiceApplicationDetailScreen>('./screens/InvoiceApplicationDetailScreen', 'orders'),
    'my2.0/invoice/applicationDetail': screen<typeof InvoiceApplicationDetailScreen>('./screens/InvoiceApplicationDetailScreen', 'application'),
    'my2.0/invoice/historyDetail': screen<typeof InvoiceApplicationDetailScreen>('./screens/InvoiceApplicationDetailScreen', 'history'),
  },
})
