import { isH5Build } from '@/core/platform/env'

/**
 * The browser address the app was opened with, read when this module is first evaluated. On H5 the router
 * replaces the address with the entry page before any screen mounts, dropping a legacy '#/' part, so
 * app.ts imports this module before the router starts. Taken once: a later visit of the entry starts clean.
 */
let launchHref = isH5Build() && typeof location !== 'undefined' ? location.href : ''

export function takeLaunchAddress(): string {
  const href = launchHref
  launchHref = ''
  return href
}
