import type { SpecRouteId } from '@/routes/types'
import { PRIVATE_TRAVEL_REFERRER, sameId } from '@/core/constants'
import { linkTo } from '@/routes/link'
import { isOn } from '../home/chooseHome'
import { approvalRouteId } from './approvalRoute'

export type TabKey = 'home' | 'approval' | 'service' | 'feedback' | 'enterprise' | 'trip' | 'my'

export type TabItem = {
  key: TabKey
  text: string
  /** A taro-ui AtIcon value. */
  icon: string
  url: string
  /** Shows a dot. */
  hasNewData: boolean
}

/**
 * The partner referrer for whom the tab bar is hidden entirely: Azgo (219), a travel platform whose
 * users book privately from its own app and only use the hotel product (see decision 0003).
 */
export const TABLESS_REF_ID = PRIVATE_TRAVEL_REFERRER

export type TabContext = {
  /** chooseHome's answer. */
  homeUrl: string
  refId?: string | number | null
  /** settings.IsUserNewExpense: approvals live in the new expense module. */
  isUserNewExpense?: unknown
  /** Agent platform is dossen (1004). */
  isDossen: boolean
  /** Enterprise bonus points enabled. */
  isOpenBonusPoints?: unknown
  /** client.isDossenSale: the member sells for the hotel group. */
  isDossenSale?: unknown
  todoCount?: number | null
  errorOrderCount?: number | null
  /** Whether a route's screen is built (the registry's by default). */
  isLive?: (routeId: SpecRouteId) => boolean
}

/** The tabs to show, in the spec's order; [] when the bar is hidden. */
export function buildTabs(ctx: TabContext): TabItem[] {
  if (sameId(ctx.refId, TABLESS_REF_ID)) return []
  const isSale = isOn(ctx.isDossenSale)
  const all: (TabItem & { isShown: boolean })[] = [
    { key: 'home', text: '首页', icon: 'home', url: ctx.homeUrl, hasNewData: false, isShown: true },
    {
      key: 'approval',
      text: '审批',
      icon: 'check-circle',
      url: linkTo(approvalRouteId(isOn(ctx.isUserNewExpense), ctx.isLive)),
      hasNewData: (ctx.todoCount ?? 0) > 0,
      isShown: !isSale,
    },
    { key: 'service', text: '出行管家', icon: 'phone', url: linkTo('index/iframeWeb'), hasNewData: false, isShown: isSale },
    { key: 'feedback', text: '意见反馈', icon: 'edit', url: linkTo('my2.0/feedback/edit'), hasNewData: false, isShown: !isSale },
    {
      key: 'enterprise',
      text: '切换企业',
      icon: 'repeat-play',
      url: linkTo('index3.0/dossen/changeEnterprise', { changeEnterprise: 1 }),
      hasNewData: false,
      isShown: isSale,
    },
    {
      key: 'trip',
      text: '行程',
      icon: 'map-pin',
      url: linkTo('order3.0/triplist'),
      hasNewData: (ctx.errorOrderCount ?? 0) > 0,
      isShown: true,
    },
    {
      key: 'my',
      text: '我的',
      icon: 'user',
      url: ctx.isDossen || isOn(ctx.isOpenBonusPoints) ? linkTo('my2.0/index/integral') : linkTo('my/index'),
      hasNewData: false,
      isShown: true,
    },
  ]
  return all.filter((tab) => tab.isShown).map(({ isShown: _isShown, ...tab }) => tab)
}

/** How a tap on a tab is carried out. */
export type TabTap = { kind: 'replay' } | { kind: 'relaunch'; url: string } | { kind: 'help' } | { kind: 'navigate'; url: string }

/** Tapping the selected tab only replays its highlight; help and feedback open over the current page. */
export function tabTap(tab: TabItem, current: TabKey): TabTap {
  if (tab.key === current) return { kind: 'replay' }
  if (tab.key === 'service') return { kind: 'help' }
  if (tab.key === 'feedback') return { kind: 'navigate', url: tab.url }
  return { kind: 'relaunch', url: tab.url }
}
