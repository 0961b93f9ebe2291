import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../../types/api/codes'
import { envelope } from '../lib/answer'

/** First path segments that belong to the API: unknown paths under them answer 4004 '接口不存在'. */
export const API_PREFIXES = [
  'b2b', 'common', 'tripwise-m-api', 'car', 'hotel', 'hotel-front-api', 'expensecontrol', 'waimai', 'scgy',
  'finance-asset', 'b2bb2b', 'buiness-middle', 'flight-supplier', 'healthz',
]

export type StaticOptions = {
  /** The built H5 app (dist/h5); served when it holds an index.html. */
  h5Dir?: string | null
  /** Images and other files of the server itself (banners), under /server-assets/. */
  assetsDir?: string
}

export function isApiPath(url: string): boolean {
  const first = url.split('?')[0].split('/')[1] ?? ''
  return API_PREFIXES.includes(first)
}

/** sha256 CSP sources of the inline scripts of the H5 index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(h5Dir: string | null | undefined): string[] {
  if (!h5Dir || !existsSync(join(h5Dir, 'index.html'))) return []
  const html = readFileSync(join(h5Dir, 'index.html'), 'utf8')
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim() === '') continue
    hashes.push(`sha256-${createHash('sha256').update(match[1]).digest('base64')}`)
  }
  return hashes
}

/**
 * Serves the H5 app with an index.html fallback for its history-mode routes, the server's own assets,
 * and the not-found answers: 4004 '接口不存在' under the API prefixes, HTTP 404 elsewhere.
 */
async function staticPlugin(app: FastifyInstance, options: StaticOptions) {
  const h5Dir = options.h5Dir && existsSync(join(options.h5Dir, 'index.html')) ? options.h5Dir : null
  if (options.assetsDir && existsSync(options.assetsDir)) {
    await app.register(fastifyStatic, { root: options.assetsDir, prefix: '/server-assets/', decorateReply: !h5Dir, maxAge: '1d' })
  }
  if (h5Dir) {
    await app.register(fastifyStatic, {
      root: h5Dir,
      prefix: '/',
      // The build writes .br and .gz beside every text file (compression-webpack-plugin): served as they are.
      preCompressed: true,
      // Hashed bundles may be cached; index.html must not be.
      cacheControl: false,
      setHeaders: (reply, path) => {
        // The service worker (sw.js, Workbox) and index.html are checked on every load; hashed files are kept.
        reply.header('cache-control', path.endsWith('.html') || /\/sw\.js$/.test(path) ? 'no-cache' : 'public, max-age=604800')
      },
    })
    app.log.info({ h5Dir }, 'serving the H5 app')
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]
    if (isApiPath(path)) return reply.code(200).send(envelope(ResultCode.notFound, '接口不存在', null))
    const lastSegment = path.split('/').pop() ?? ''
    const isPageRoute = !/\.[A-Za-z0-9]{1,8}$/.test(lastSegment)
    if (h5Dir && (request.method === 'GET' || request.method === 'HEAD') && isPageRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', h5Dir)
    }
    return reply.code(404).send(envelope(ResultCode.notFound, '页面不存在', null))
  })
}

export default fp(staticPlugin, { name: 'static' })
