/** What other features may use from enterprise. */
export { createEnterpriseApi, type BelongEnterprise, type EnterpriseApi } from '../api/enterpriseApi'
export { canChangeEnterprise } from '../domain/enterpriseRows'
export { JoinRequestsEntry } from '../components/JoinRequestsEntry'
