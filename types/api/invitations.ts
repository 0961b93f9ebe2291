/**
 * POST /tripwise-m-api/member/invitation/create (header reqId): an enterprise manager invites employees
 * (decision 0200). Phone: only that phone may use it; MaxUses 1-500 (default 1); ValidDays 1-30 (default 7).
 */
export type CreateInvitationRequest = { Phone?: string; MaxUses?: number; ValidDays?: number }
export type CreateInvitationData = { InvitationCode: string; ExpiresAt: string; MaxUses: number }
