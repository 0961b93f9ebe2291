/** What other features may use of approvals. */
export { createApprovalApi, type ApprovalApi } from '../api/approvalApi'
