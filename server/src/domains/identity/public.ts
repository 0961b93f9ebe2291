/** The identity domain's public face (decision 0910): what the other server domains use of it. A domain imports another only through its public.ts. */
export { findAccountByPhone, loginMemberOf, platIdFrom, type SessionMemberRow } from './accounts'
export { findActiveEnterpriseByKey, insertEmployee, takeInvitation } from './customer/repository'
export { deviceOf, startSession } from './customer/service'
export { type SmsGateway } from './sms'
export { CODE_TTL_SECONDS, issueCode } from './verification'
