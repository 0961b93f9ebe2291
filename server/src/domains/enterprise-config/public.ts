/** The enterprise-config domain's public face (decision 0910): what the other server domains use of it. A domain imports another only through its public.ts. */
export { appConfig } from './repository'
