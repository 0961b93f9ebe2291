/** Approval screens a product binds to its own routes, handing over its ProductViews. */
export { default as ApprovalDetailScreen } from '../screens/ApprovalDetailScreen'
