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
    member: Member | null
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

/** The caller of a route with auth 'required' (the hook guarantees it). */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw notLoggedIn()
  return request.member
}
