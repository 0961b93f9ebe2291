/** The platform domain's public face (decision 0910): what the other server domains use of it. A domain imports another only through its public.ts. */
export { isFinancial, memberName } from './members'
export { ENTERPRISE, MEMBER } from './people'
