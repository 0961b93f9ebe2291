/** The build target. This folder is the only place that reads TARO_ENV. */
export type BuildTarget = 'h5' | 'weapp' | 'dd'

// Taro's DefinePlugin replaces each `process.env.X` expression with its value at build time; `process`
// itself does not exist in mini-programs. So read the full expression (never `typeof process`), and guard
// an optional variable with try/catch: left unreplaced, it throws a ReferenceError there.

function readTarget(): BuildTarget {
  let value: string | undefined
  try {
    value = process.env.TARO_ENV
  } catch {
    value = undefined
  }
  return value === 'weapp' || value === 'dd' ? value : 'h5'
}

export const BUILD_TARGET: BuildTarget = readTarget()

export const isH5Build = (): boolean => BUILD_TARGET === 'h5'

/**
 * API base for mini-program builds: the build-time variable TARO_APP_API_BASE (Taro injects
 * `TARO_APP_*` from `.env` files), defaulting to the local server.
 */
export function miniProgramApiBase(): string {
  let value: string | undefined
  try {
    value = process.env.TARO_APP_API_BASE
  } catch {
    value = undefined
  }
  return value && value.trim() ? value.trim() : 'http://127.0.0.1:8080'
}

/** PhoneType sent with every call: which client made it. */
export function phoneTypeOf(target: BuildTarget): string {
  if (target === 'weapp') return 'WeChatMiniProgram'
  if (target === 'dd') return 'DingTalkMiniProgram'
  return 'H5'
}

/** The page's host and origin on H5; empty in mini-programs. */
export function webLocation(): { hostname: string; origin: string } {
  if (!isH5Build() || typeof location === 'undefined') return { hostname: '', origin: '' }
  return { hostname: location.hostname, origin: location.origin }
}
