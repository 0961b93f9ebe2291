/** What another domain may call: the reimbursement bill's save offsets loans, its rejection releases them, its detail and payment read them. */
export { payAccountOf, type PayAccountRef } from './accounts'
export { applyLoanOffsets, billLoanOffsets, releaseLoanOffsets, replaceLoanOffsets, type HeldOffset } from './offsets'
export { countRepaymentsToConfirm } from './repayments'
