import type { InsurancePolicy } from '@api/insurance'

export type ValueAddSummary = { count: number; paidFen: number; refundedFen: number; netFen: number; refundedCount: number }

/**
 * 增值服务 of an order in money: what was paid for the services bought with it, what came back with refunds
 * (a refunded ticket refunds its policies' premium, decision 0231) and what it cost in the end.
 */
export function valueAddSummary(policies: readonly InsurancePolicy[]): ValueAddSummary {
  const paidFen = policies.reduce((sum, p) => sum + p.PremiumFen, 0)
  const refunded = policies.filter((p) => p.Status === 'Refunded')
  const refundedFen = refunded.reduce((sum, p) => sum + p.PremiumFen, 0)
  return { count: policies.length, paidFen, refundedFen, netFen: paidFen - refundedFen, refundedCount: refunded.length }
}
