import { defineRoutes, screen } from '@/routes/define'
import type InsuranceOrderScreen from './screens/InsuranceOrderScreen'
import type InsurancePolicyScreen from './screens/InsurancePolicyScreen'
import type InsuranceClaimApplyScreen from './screens/InsuranceClaimApplyScreen'
import type InsuranceClaimScreen from './screens/InsuranceClaimScreen'

export default defineRoutes({
  name: 'insurance',
  routes: {
    'order/insuranceDetail': screen<typeof InsuranceOrderScreen>('./screens/InsuranceOrderScreen', 'flight'),
    'order/trainInsuranceDetail': screen<typeof InsuranceOrderScreen>('./screens/InsuranceOrderScreen', 'train'),
    'order3.0/common/valueAddServices': screen<typeof InsuranceOrderScreen>('./screens/InsuranceOrderScreen', 'services'),
    'order3.0/insurance/detail': screen<typeof InsuranceOrderScreen>('./screens/InsuranceOrderScreen', 'v3'),
    'order2.0/insurance/detail': screen<typeof InsurancePolicyScreen>('./screens/InsurancePolicyScreen'),
    'order2.0/insurance/application': screen<typeof InsuranceClaimApplyScreen>('./screens/InsuranceClaimApplyScreen'),
    'order2.0/insurance/supply': screen<typeof InsuranceClaimScreen>('./screens/InsuranceClaimScreen', 'supply'),
    'order2.0/insurance/process': screen<typeof InsuranceClaimScreen>('./screens/InsuranceClaimScreen', 'process'),
  },
})
