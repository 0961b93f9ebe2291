// A tiny static server with a history fallback (index.html), for the blank app. Like the app's server with
// the production build's .br/.gz files, it sends text files of 1 KB and more in brotli q11 or gzip -9 to
// clients that accept them (compressed once per file and kept).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'application/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' }
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json'])
const ENCODERS = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 9 }),
}

export function serveStatic(dir) {
  const compressed = new Map()
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const bytes = readFileSync(file)
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const encoding = TEXT.has(extname(file)) && bytes.length >= 1024 ? ['br', 'gzip'].find((name) => accepted.includes(name)) : undefined
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', vary: 'accept-encoding' }
    if (!encoding) {
      response.writeHead(200, headers).end(bytes)
      return
    }
    const key = `${encoding}:${file}`
    if (!compressed.has(key)) compressed.set(key, ENCODERS[encoding](bytes))
    response.writeHead(200, { ...headers, 'content-encoding': encoding }).end(compressed.get(key))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) }))
  })
}
