import { linkTo } from '@/routes/link'

export type ReloadDecision = { kind: 'offline' } | { kind: 'back' } | { kind: 'relaunch'; url: string }

export const STILL_OFFLINE_MESSAGE = '网络仍未连接，请检查网络设置'

/** Reloading while offline stays; online it goes back to the page that failed, or restarts from the entry. */
export function reloadDecision(networkType: string | undefined, stackLength: number): ReloadDecision {
  if (!networkType || networkType === 'none') return { kind: 'offline' }
  if (stackLength > 1) return { kind: 'back' }
  return { kind: 'relaunch', url: linkTo('entry') }
}
