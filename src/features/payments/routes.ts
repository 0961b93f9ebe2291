import { defineRoutes, screen } from '@/routes/define'
import type CashierScreen from './screens/CashierScreen'
import type BankTransferScreen from './screens/BankTransferScreen'
import type PaySuccessScreen from './screens/PaySuccessScreen'

export default defineRoutes({
  name: 'payments',
  routes: {
    'payment/pay': screen<typeof CashierScreen>('./screens/CashierScreen'),
    'payment/bankTransfer': screen<typeof BankTransferScreen>('./screens/BankTransferScreen'),
    'payment/paySuccess': screen<typeof PaySuccessScreen>('./screens/PaySuccessScreen'),
  },
})
