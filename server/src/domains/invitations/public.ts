/** What another domain may call: Dossen's 添加员工 invites a phone that already has an account (decision 0576). */
export { issueInvitation, type IssuedInvitation } from './issue'
export { maskForCaller } from './colleagueContacts'
export { requestToJoin } from './join'
