/**
 * Hosts the embedded-page route may show besides the app's own origin and the configured API hosts.
 * An entry starting with '.' also admits its subdomains.
 */
export const EXTRA_ALLOWED_HOSTS: readonly string[] = [
  // maps (hotel and car addresses)
  '.amap.com',
  // national rail service pages (agreements, account help)
  '.12306.cn',
  // WeChat articles linked from banners
  'mp.weixin.qq.com',
]

export const REFUSED_MESSAGE = '该地址不在允许范围内，无法打开'

/** The lower-cased host of an http(s) address, or null for anything else (other schemes, credentials, bad hosts). */
export function httpHostOf(address: string): string | null {
  const match = /^(https?):\/\/([^/?#]*)/i.exec(address.trim())
  if (!match) return null
  const authority = match[2]
  if (authority.includes('@') || authority.includes('\\')) return null
  const hostPort = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(authority)
  if (!hostPort) return null
  const host = hostPort[1].toLowerCase().replace(/\.$/, '')
  if (host === '' || host.startsWith('.') || host.includes('..')) return null
  return host
}

/** Hosts of the given origins or addresses (own origin, API bases), ignoring what does not parse. */
export function hostsOf(addresses: (string | null | undefined)[]): string[] {
  return addresses.map((a) => (a ? httpHostOf(a) : null)).filter((h): h is string => h !== null)
}

export function isHostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const rule = entry.toLowerCase()
    if (rule.startsWith('.')) return host === rule.slice(1) || host.endsWith(rule)
    return host === rule
  })
}

/** The scheme and port of an http(s) address ('' when the address has no explicit port). */
function schemeAndPort(address: string): { scheme: string; port: string } | null {
  const match = /^(https?):\/\/[^/?#@\\]*?(?::(\d{1,5}))?(?:[/?#]|$)/i.exec(address.trim())
  return match ? { scheme: match[1].toLowerCase(), port: match[2] ?? '' } : null
}

function isSameOrigin(address: string, origin: string): boolean {
  const a = schemeAndPort(address)
  const b = schemeAndPort(origin)
  return a !== null && b !== null && a.scheme === b.scheme && a.port === b.port && httpHostOf(address) === httpHostOf(origin)
}

/**
 * Embedded: the app's own origin (scheme, host and port exactly), or an https address on the default port whose
 * host is on the list. Plain http and other ports on a listed host are refused.
 */
export function isEmbeddable(address: string, allowed: readonly string[], ownOrigin?: string): boolean {
  const host = httpHostOf(address)
  if (host === null) return false
  if (ownOrigin && isSameOrigin(address, ownOrigin)) return true
  const parts = schemeAndPort(address)
  return parts !== null && parts.scheme === 'https' && (parts.port === '' || parts.port === '443') && isHostAllowed(host, allowed)
}

/** The app's own origin, the API hosts of every configured environment and the platform's, then the list. */
export function allowedHostsOf(input: {
  ownOrigin: string
  environments: readonly { apiBase: string; modules?: Partial<Record<string, string>> }[]
  extraBases?: (string | null | undefined)[]
}): string[] {
  const apiBases = input.environments.flatMap((env) => [env.apiBase, ...Object.values(env.modules ?? {})])
  return [...new Set([...hostsOf([input.ownOrigin, ...apiBases, ...(input.extraBases ?? [])]), ...EXTRA_ALLOWED_HOSTS])]
}
