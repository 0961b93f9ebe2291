import { defineRoutes, screen } from '@/routes/define'
import type InvoiceTitleFormScreen from './screens/InvoiceTitleFormScreen'
import type InvoiceTitleListScreen from './screens/InvoiceTitleListScreen'

export default defineRoutes({
  name: 'invoice',
  routes: {
    'invoice/title': screen<typeof InvoiceTitleListScreen>('./screens/InvoiceTitleListScreen', 'v1'),
    'my2.0/invoice/titleList': screen<typeof InvoiceTitleListScreen>('./screens/InvoiceTitleListScreen', 'v2'),
    'invoice/addTitle': screen<typeof InvoiceTitleFormScreen>('./screens/InvoiceTitleFormScreen', 'v1'),
    'my2.0/invoice/addTitle': screen<typeof InvoiceTitleFormScreen>('./screens/InvoiceTitleFormScreen', 'v2'),
  },
})
