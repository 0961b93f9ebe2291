import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

export type SecurityOptions = {
  /** sha256 sources of the inline scripts of the served index.html ('sha256-...'). */
  inlineScriptHashes?: string[]
  /** Hosts the H5 may load from besides its own origin (maps, online service); default DEFAULT_SERVICE_HOSTS. */
  serviceHosts?: readonly string[]
}

/**
 * The map tiles and services, the online-service and rail pages the H5 embeds (the app's web-view allow-list).
 * CSP_HOSTS (comma-separated, `*.` for subdomains) replaces them.
 */
export const DEFAULT_SERVICE_HOSTS: readonly string[] = ['*.amap.com', '*.autonavi.com', '*.12306.cn', 'mp.weixin.qq.com']

export function serviceHostsFromEnv(value: string | undefined): readonly string[] | undefined {
  const hosts = (value ?? '').split(',').map((h) => h.trim()).filter((h) => /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(h))
  return hosts.length > 0 ? hosts : undefined
}

/** Security headers. The CSP allows this origin, the configured service hosts over https, and the H5 page's own inline script. */
async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const services = (options.serviceHosts ?? DEFAULT_SERVICE_HOSTS).map((host) => `https://${host}`)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []).map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...services],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', ...services],
        frameSrc: ["'self'", ...services],
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
