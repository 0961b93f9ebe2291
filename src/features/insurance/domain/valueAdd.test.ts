import type { InsurancePolicy } from '@api/insurance'
import { valueAddSummary } from './valueAdd'

const policy = (no: string, premium: number, status: InsurancePolicy['Status']): InsurancePolicy => ({
  PolicyNo: no, OrderNo: 'F1', ProductType: 5, ProductCode: 'FLIGHT_ACCIDENT', ProductName: '航空意外险', Insurer: '平安', InsuredName: '张伟',
  LegText: 'CA1301 北京→深圳', PremiumFen: premium, SumInsuredFen: 300_000_000, Coverage: '', Status: status, StatusText: '', StartsAt: '', EndsAt: '', CanClaim: false,
})

it('adds what was paid and what came back with refunds', () => {
  expect(valueAddSummary([policy('1', 3000, 'Active'), policy('2', 2000, 'Refunded'), policy('3', 3000, 'Expired')])).toEqual({
    count: 3, paidFen: 8000, refundedFen: 2000, netFen: 6000, refundedCount: 1,
  })
  expect(valueAddSummary([])).toEqual({ count: 0, paidFen: 0, refundedFen: 0, netFen: 0, refundedCount: 0 })
})
