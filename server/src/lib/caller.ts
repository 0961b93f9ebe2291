/** The member a valid token stands for (the identity domain finds it; the auth plugin puts it on the request). */
export type Member = {
  memberId: number
  accountId: number
  enterpriseId: number
  sessionId: number
  /** The platform of the member's enterprise when the session opened (what the login answered as PlatId). */
  sessionPlatId: number
}

/** What a token is: a valid session's member, a token never issued, or an ended session with its Chinese message. */
export type CallerLookup = { kind: 'valid'; member: Member } | { kind: 'unknown' } | { kind: 'ended'; message: string }

export type FindCaller = (token: string) => Promise<CallerLookup>

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** Provided by the domain that owns sessions (identity); the auth plugin asks it for every token. */
    findCaller: FindCaller
  }
}
