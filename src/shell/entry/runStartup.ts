import type { LoginData } from '@/stores/SettingsStore'
import {
  isEntryAddress,
  loginOf,
  queryOf,
  readStartupParams,
  registryLookup,
  rewriteLegacyHashUrl,
  settingsPatchOf,
  startupTarget,
  type RouteLookup,
  type StartupSettingsPatch,
} from './startup'

/** The index 2.0 start page shows the brand for this long first. */
export const START_SPLASH_MS = 1500
/** Platform info is waited for at most this long; start-up goes on without it. */
export const PLATFORM_WAIT_MS = 3000

export type StartupDeps = {
  /** The entry's decoded query. */
  query: Record<string, string>
  /** The browser address on H5 ('' in mini-programs). */
  href: string
  settings: {
    update: (patch: StartupSettingsPatch) => void
    applyLogin: (login: LoginData) => void
  }
  /** Loads the platform info (branding, agent platform) once the start-up ids are stored. */
  loadPlatform: () => Promise<unknown>
  /** True when the member must log in first (read after the start-up login). */
  needsLogin: () => boolean
  /** chooseHome on the current stores (read after the platform info). */
  home: () => string
  reLaunch: (url: string) => Promise<unknown>
  navigateTo: (url: string) => Promise<unknown>
  wait: (ms: number) => Promise<void>
  lookup?: RouteLookup
}

function isLivePage(address: string, lookup: RouteLookup): boolean {
  const route = lookup(address.split('?')[0])
  return Boolean(route?.isLive && route.kind === 'page')
}

function withTimeout(task: Promise<unknown>, ms: number, wait: (ms: number) => Promise<void>): Promise<unknown> {
  return Promise.race([task.catch(() => undefined), wait(ms)])
}

/**
 * Start-up: a legacy `#/` address goes to its clean page when that page is built (its query otherwise
 * joins the entry's); the parameters are stored and may log the member in; then the no-permission page,
 * login, or the home (reLaunch, so there is no back to the entry) and after it the `Page` route.
 * Resolves to the addresses opened; none when the target page is not built (the entry then says so).
 */
export async function runStartup(deps: StartupDeps): Promise<string[]> {
  const lookup = deps.lookup ?? registryLookup
  const opened: string[] = []
  let query = deps.query
  const clean = deps.href ? rewriteLegacyHashUrl(deps.href) : null
  if (clean) {
    if (!isEntryAddress(clean) && isLivePage(clean, lookup)) {
      await deps.reLaunch(clean)
      return [clean]
    }
    query = { ...query, ...queryOf(clean) }
  }

  const params = readStartupParams(query)
  const patch = settingsPatchOf(params)
  if (Object.keys(patch).length) deps.settings.update(patch)
  const login = loginOf(params)
  if (login) deps.settings.applyLogin(login)
  await withTimeout(deps.loadPlatform(), PLATFORM_WAIT_MS, deps.wait)

  const target = startupTarget(params, { needsLogin: deps.needsLogin(), home: deps.home() }, lookup)
  // A page that is not built would come back here through the page-not-found handler, in a loop.
  if (!isLivePage(target.url, lookup)) return opened
  await deps.reLaunch(target.url)
  opened.push(target.url)
  if (target.kind === 'home' && target.then) {
    await deps.navigateTo(target.then)
    opened.push(target.then)
  }
  return opened
}
