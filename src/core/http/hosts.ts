import type { ModuleName } from './types'

/** Where a deployment's modules live, and the platform/referrer ids the web host implies. */
export type Environment = {
  name: string
  /** Each module is served under `${apiBase}/${module}` unless `modules` overrides it. */
  apiBase: string
  platId?: number
  refId?: number
  modules?: Partial<Record<ModuleName, string>>
}

/**
 * Web host -> environment, for production, test and partner deployments. A host not listed gets the
 * embedded default: every module on the app's own origin (the bundled server serves them all).
 */
export const ENVIRONMENTS: Readonly<Record<string, Environment>> = {
  'm.tripwise.cn': { name: 'production', apiBase: 'https://api.tripwise.cn', platId: 1020 },
  'h5.tripwise.cn': { name: 'production', apiBase: 'https://api.tripwise.cn', platId: 1020 },
  'test-m.tripwise.cn': { name: 'test', apiBase: 'https://test-api.tripwise.cn', platId: 1020 },
  'uat-m.tripwise.cn': { name: 'test', apiBase: 'https://uat-api.tripwise.cn', platId: 1020 },
  'azgo.tripwise.cn': { name: 'partner-azgo', apiBase: 'https://api.tripwise.cn', platId: 1020, refId: 219 },
  'dossen.tripwise.cn': { name: 'partner-dossen', apiBase: 'https://api.tripwise.cn', platId: 1004 },
  'digicoms.tripwise.cn': { name: 'partner-digicoms', apiBase: 'https://api.tripwise.cn', platId: 1005 },
}

export type EnvironmentInput = {
  isH5: boolean
  /** location.hostname on H5. */
  hostname?: string
  /** location.origin on H5. */
  origin?: string
  /** Build-time base for mini-programs. */
  miniApiBase: string
}

export function resolveEnvironment(input: EnvironmentInput): Environment {
  if (!input.isH5) return { name: 'embedded', apiBase: trimSlash(input.miniApiBase) }
  const listed = input.hostname ? ENVIRONMENTS[input.hostname.toLowerCase()] : undefined
  if (listed) return listed
  return { name: 'embedded', apiBase: trimSlash(input.origin ?? '') }
}

/** base of the module + address + optional trailing id segment. */
export function moduleUrl(env: Environment, module: ModuleName, path: string, idSegment?: string | number): string {
  const base = trimSlash(env.modules?.[module] ?? `${trimSlash(env.apiBase)}/${module}`)
  let url = `${base}/${path.replace(/^\/+/, '')}`
  if (idSegment !== undefined && idSegment !== '') url = `${trimSlash(url)}/${encodeURIComponent(String(idSegment))}`
  return url
}

/** `?a=1&b=x` from a flat object; null/undefined dropped, objects as JSON. */
export function toQueryString(params?: object): string {
  if (!params) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

export function appendQuery(url: string, params?: object): string {
  const query = toQueryString(params)
  if (!query) return url
  return url.includes('?') ? `${url}&${query.slice(1)}` : `${url}${query}`
}

function trimSlash(text: string): string {
  return text.replace(/\/+$/, '')
}
