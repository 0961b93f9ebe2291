import type { SpecRouteId } from '@/routes/types'
import Taro from '@tarojs/taro'
import { linkTo, type Query } from '@/routes/link'
import { isLive, routeByPath } from '@/routes/registry'
import { linkTarget, offeredEntries } from './domain/linkTarget'

/** Opens a registry route on top of the current page. */
export function openRoute(routeId: SpecRouteId, query?: Query): void {
  void Taro.navigateTo({ url: linkTo(routeId, query) })
}

/** Back when there is a page to go back to, else the given address replaces everything. */
export function backOr(url: string): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.reLaunch({ url })
}

/** Opens a link from the server (banner, frequently used item) when it leads somewhere live. */
export function openLink(link: string | null | undefined): boolean {
  const target = linkTarget(link, { isLive, routeByPath })
  if (!target) return false
  if (target.kind === 'page') void Taro.navigateTo({ url: target.url })
  else openRoute(target.routeId, { paramUrl: target.paramUrl })
  return true
}

/** The entries whose link opens a live page (see offeredEntries). */
export function offered<T extends { Url?: string | null; LinkUrl?: string | null }>(entries: readonly T[], options: { keepUnlinked?: boolean } = {}): T[] {
  return offeredEntries(entries, { isLive, routeByPath }, options)
}
