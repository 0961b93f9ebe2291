import { BOOKING_METHOD, PRIVATE_TRAVEL_REFERRER, sameId } from '../constants'
import type { RequestIdentity } from './types'

/** 1 when booking for business travel, else 0; always 0 for the private-travel partner referrer. */
export function isTravelBusinessFlag(identity: Pick<RequestIdentity, 'bookingMethod' | 'RefId'>): 0 | 1 {
  if (sameId(identity.RefId, PRIVATE_TRAVEL_REFERRER)) return 0
  return sameId(identity.bookingMethod, BOOKING_METHOD.business) ? 1 : 0
}

export function identityHeaders(
  identity: RequestIdentity,
  ids: { reqId: string; sessionId: string },
): Record<string, string> {
  return {
    MemberId: identity.MemberId,
    Token: identity.Token,
    PlatId: identity.PlatId,
    RefId: identity.RefId,
    Version: identity.Version,
    'Content-Type': 'application/json',
    sessionId: ids.sessionId,
    reqId: ids.reqId,
    ikey: identity.EnterpriseKey,
  }
}

/** The identity fields added to every POST body. Fields the caller sends win. */
export function withIdentity(identity: RequestIdentity, body?: object): Record<string, unknown> {
  return {
    EnterpriseId: identity.EnterpriseId,
    Version: identity.Version,
    MemberId: identity.MemberId,
    MemberName: identity.MemberName,
    PhoneType: identity.PhoneType,
    MemberMac: identity.MemberMac,
    Token: identity.Token,
    PlatId: identity.PlatId,
    RefId: identity.RefId,
    IsTravelBussiness: isTravelBusinessFlag(identity),
    ...(body ?? {}),
  }
}

export function hasLogin(identity: Pick<RequestIdentity, 'MemberId' | 'Token'>): boolean {
  return Boolean(identity.MemberId) && Boolean(identity.Token)
}
