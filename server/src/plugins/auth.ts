import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { notLoggedIn, sessionEnded } from '../lib/errors'
import type { Member } from '../lib/caller'

/** required: 8000/8001 without a valid token; optional: the member when the token is valid; public: no lookup. */
export type AuthMode = 'required' | 'optional' | 'public'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyContextConfig {
    auth?: AuthMode
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** The member of a valid token, or null (a public route, or an optional one called without a valid token). */
    member: Member | null
    /**
     * The caller of a route with auth 'required' (the onRequest hook guarantees one); 8000 when there is none, so a
     * route that is not 'required' answers 8000 too if it asks for the caller of an anonymous call. Domains take the
     * caller from the request and import nothing of this plugin (decision 0900).
     */
    caller(): Member
  }
}

const TOKEN_PATTERN = /^[0-9a-f]{64}$/

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.token
  const token = Array.isArray(value) ? value[0] : value
  return token ? token.trim().toLowerCase() : undefined
}

/**
 * Identity comes from the Token header only; a MemberId in headers or body is never read. Runs first in
 * the request, so an anonymous caller learns nothing about a route's body.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('member', null)
  // A function is shared by every request with `this` bound to each one (Fastify refuses a shared object or array,
  // which one request could change for the next); it keeps no state, it reads this request's member.
  app.decorateRequest('caller', function caller(this: FastifyRequest): Member {
    if (!this.member) throw notLoggedIn()
    return this.member
  })

  app.addHook('onRequest', async (request) => {
    if (request.is404) return
    const mode = request.routeOptions.config.auth ?? 'required'
    if (mode === 'public') return
    const token = tokenOf(request)
    if (!token || !TOKEN_PATTERN.test(token)) {
      if (mode === 'required') throw token ? notLoggedIn('登录信息无效，请重新登录') : notLoggedIn()
      return
    }
    const found = await app.findCaller(token)
    if (found.kind === 'valid') {
      request.member = found.member
      return
    }
    if (mode === 'optional') return
    if (found.kind === 'unknown') throw notLoggedIn('登录信息无效，请重新登录')
    throw sessionEnded(found.message)
  })

  app.addHook('onReady', async () => {
    if (!app.hasDecorator('findCaller')) throw new Error('no domain provides findCaller (the identity domain does)')
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] })
