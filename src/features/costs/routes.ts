import { defineRoutes, screen } from '@/routes/define'
import type AddProjectScreen from './screens/AddProjectScreen'
import type CostCenterPickScreen from './screens/CostCenterPickScreen'
import type FinanceReasonScreen from './screens/FinanceReasonScreen'
import type ProjectPickScreen from './screens/ProjectPickScreen'

export default defineRoutes({
  name: 'costs',
  routes: {
    'components/costCenter': screen<typeof CostCenterPickScreen>('./screens/CostCenterPickScreen', 'v1'),
    'components/costCenterNew': screen<typeof CostCenterPickScreen>('./screens/CostCenterPickScreen', 'new'),
    'components/order/checkProject': screen<typeof ProjectPickScreen>('./screens/ProjectPickScreen', 'check'),
    'expenseControl/components/projectBelong': screen<typeof ProjectPickScreen>('./screens/ProjectPickScreen', 'belong'),
    'project/addProject': screen<typeof AddProjectScreen>('./screens/AddProjectScreen'),
    'components/financeWriteOrder/checkFinanceReason': screen<typeof FinanceReasonScreen>('./screens/FinanceReasonScreen', 'v1'),
    'product2.0/components/order/checkFinanceReason': screen<typeof FinanceReasonScreen>('./screens/FinanceReasonScreen', 'v2'),
  },
})
