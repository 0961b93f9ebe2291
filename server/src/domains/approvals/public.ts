/** The approvals domain's public face (decision 0910): what the other server domains use of it. A domain imports another only through its public.ts. */
export { type BillLevel, levelsFor } from './amountLevels'
export { hasTaskIn, mayDecide, openLevelTasks, pendingTaskOf, startApproval } from './approvalChain'
export { approvalFor, openApproval } from './approvalFlow'
export { type ApprovalRow, findApprovalByNo, findApprovalOfOrder, seesAsApprover } from './approvalRow'
export { APPROVAL_LIST_FROM, APPROVAL_SCOPES } from './approvalScope'
export { APPROVAL_STATUS_TEXT, approvalProgress, rejectReasonOf } from './progress'
export { addApprover, type AddPosition, levelsOfSteps, levelState, type OpenChain, returnToLevel, transferStep } from './stepMoves'
