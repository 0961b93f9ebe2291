import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

export type SecurityOptions = {
  /** sha256 sources of the inline scripts of the served index.html ('sha256-...'). */
  inlineScriptHashes?: string[]
}

/** Security headers. The CSP allows this origin, https images (banners), and the H5 page's own inline script. */
async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []).map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Mini-programs and partner pages load banner images from here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
}

export default fp(securityPlugin, { name: 'security' })
