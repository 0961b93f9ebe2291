/**
 * POST /tripwise-m-api/member/invitation/create (header reqId): an enterprise manager invites employees
 * (decision 0200). Phone: only that phone may use it; MaxUses 1-500 (default 1); ValidDays 1-30 (default 7).
 */
export type CreateInvitationRequest = { Phone?: string; MaxUses?: number; ValidDays?: number }
export type CreateInvitationData = { InvitationCode: string; ExpiresAt: string; MaxUses: number }

/** A request to join the caller's enterprise by its key, waiting for a manager (decision 0270). */
export type JoinRequest = { RequestId: string; CustomerName: string; Phone: string; CreatedAt: string; Status: 'pending' | 'approved' | 'rejected' }
/** POST /tripwise-m-api/member/joinRequest/page: the enterprise's open join requests (managers only). */
export type JoinRequestPageRequest = { PageIndex?: number; PageSize?: number }
export type JoinRequestPageData = { List: JoinRequest[]; Total: number }
/** POST /tripwise-m-api/member/joinRequest/decide (header reqId): approve (the account becomes an employee) or reject. */
export type DecideJoinRequestRequest = { RequestId: string; Approve: boolean }
export type DecideJoinRequestData = { RequestId: string; Status: 'approved' | 'rejected'; MemberId: string }
/** POST /tripwise-m-api/member/enterprise/rotateKey (header reqId): a new registration key; the old one stops working. */
export type RotateEnterpriseKeyData = { EnterpriseKey: string }
/**
 * POST /tripwise-m-api/member/invitation/accept (header reqId): the logged-in account accepts an invitation for its
 * phone (or an open one) and joins that enterprise (decision 0576). Invalid, expired or another phone's: 4001.
 */
export type AcceptInvitationRequest = { InvitationCode: string }
export type AcceptInvitationData = { EnterpriseId: string; EnterpriseName: string; MemberId: string }
