/** What another domain may call: the reimbursement bill's submission offsets loans, its rejection releases them. */
export { applyLoanOffsets, releaseLoanOffsets } from './offsets'
