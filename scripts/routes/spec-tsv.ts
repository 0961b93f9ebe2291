/** Reads ../shared/spec/routes.tsv into SpecRoute records (ids and page options derived from the notes). */
import { readFileSync } from 'node:fs'
import type { PageOptions, RouteKind, SpecRoute } from '../../src/routes/types'

export function routeIdOf(path: string): string {
  if (path === '/') return 'entry'
  const segments = path.replace(/^\//, '').replace(/\.html$/, '').split('/')
  if (segments[0] === 'pages') segments.shift()
  const n = segments.length
  if (n >= 2 && segments[n - 1] === segments[n - 2]) segments.pop()
  return segments.join('/')
}

export function kindOf(path: string): RouteKind {
  if (path === '/') return 'entry'
  if (path.endsWith('.html')) return 'static'
  return 'page'
}

export function optionsOf(notes: string): PageOptions {
  const options: PageOptions = {}
  if (/pull-down refresh/i.test(notes)) options.enablePullDownRefresh = true
  const reach = /reach-bottom (\d+)/i.exec(notes)
  if (reach) options.onReachBottomDistance = Number(reach[1])
  if (/swipe-back disabled/i.test(notes)) options.disableSwipeBack = true
  return options
}

export function parseRoutesTsv(text: string): SpecRoute[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '')
  const [header, ...rows] = lines
  if (!header.startsWith('path\tdomain\ttitle_zh\tnotes')) throw new Error('routes.tsv: unexpected header')
  return rows.map((row) => {
    const [path, domain, title, notes = ''] = row.split('\t')
    return { id: routeIdOf(path), path, domain, title, kind: kindOf(path), options: optionsOf(notes) }
  })
}

export function readSpecRoutes(file: string): SpecRoute[] {
  return parseRoutesTsv(readFileSync(file, 'utf8'))
}
