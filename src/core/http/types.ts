/** The request layer's contract. Every module answers `{ Code, Msg, Data }`; '0000' is success. */
import type { ApiEnvelope } from '@api/envelope'

export type ModuleName =
  | 'b2b'
  | 'common'
  | 'tripwise-m-api'
  | 'car'
  | 'hotel'
  | 'hotel-front-api'
  | 'expensecontrol'
  | 'waimai'
  | 'scgy'
  | 'finance-asset'
  | 'b2bb2b'
  | 'buiness-middle'
  | 'flight-supplier'

/** The answer envelope of types/api (one copy), read with any code: see ApiEnvelope. The name the app's 12 files use. */
export type ApiResult<TData> = ApiEnvelope<TData, string>

export type RequestOptions = {
  method?: 'GET' | 'POST'
  /** Default true: a call that needs login and has no MemberId or Token is dropped silently. */
  needLogin?: boolean
  /** Calls sharing a key can be aborted together with abortByKey(key). */
  abortKey?: string
  /** Abort an in-flight call to the same address before sending this one. */
  abortDuplicate?: boolean
  /** Trailing id segment appended to the address. */
  idSegment?: string | number
  /** Show the loading overlay with this message while the call runs. */
  loading?: string
  timeout?: number
  /** Codes that resolve instead of reject (e.g. '2000' on list searches). */
  acceptCodes?: string[]
  /** Extra headers, added after the identity headers. */
  headers?: Record<string, string>
}

/** What a rejected call carries: the response body, or a synthesized one for network failures. */
export type ApiFailure = ApiResult<unknown> & {
  isNetworkError?: boolean
  /** Aborted (duplicate, by key) or dropped before sending (login needed, no MemberId/Token). */
  isAborted?: boolean
  /** Code 8000/8001: the session has been ended. */
  isSessionEnd?: boolean
  /** Set when the HTTP status was 400 or above. */
  httpStatus?: number
}

/** The identity every call carries in its headers and body (foundations sections 3 and 7). */
export type RequestIdentity = {
  EnterpriseId: string
  Version: string
  MemberId: string
  MemberName: string
  PhoneType: string
  MemberMac: string
  Token: string
  PlatId: string
  RefId: string
  /** Enterprise key, sent as header `ikey`. */
  EnterpriseKey: string
  /** settings.bookingMethod; decides IsTravelBussiness. */
  bookingMethod: number | string | null
}

export type RequestFn = <TData>(
  module: ModuleName,
  path: string,
  body?: object,
  options?: RequestOptions,
) => Promise<ApiResult<TData>>
