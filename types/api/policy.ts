/**
 * Travel-policy calls (types only): the member's standards for every product (我的差标) and the
 * enterprise's over-standard reasons. The standards' shapes are types/api/standards.ts.
 */
import type { EnterpriseStandards, PolicyProduct, StaffGrade } from './standards'

export type { EnterpriseStandards, PolicyProduct, StaffGrade } from './standards'

/** One product's standard for the caller, in plain Chinese lines. */
export type MyProductStandard = {
  Product: PolicyProduct
  ProductName: string
  Lines: string[]
}

/**
 * POST /b2b/Customer/QueryMyTravelStandard, empty body.
 * Data: the caller's grade and, per product, the standard as lines of Chinese and as data.
 */
export type QueryMyTravelStandardData = {
  Grade: StaffGrade
  GradeName: string
  Products: MyProductStandard[]
  Standards: EnterpriseStandards
}

/** POST /b2b/Customer/GetOverStandardReasons: `{Product?}`; Data the enterprise's reasons for it (and those for every product). */
export type GetOverStandardReasonsRequest = { Product?: PolicyProduct }
export type OverStandardReason = { ReasonId: string; Text: string }
export type GetOverStandardReasonsData = { Reasons: OverStandardReason[] }
