import type { SpecRouteId } from '@/routes/types'
export type Shortcut = { key: string; title: string; routeId: SpecRouteId; query?: Record<string, string>; forDossen?: boolean }

const SHORTCUTS: readonly Shortcut[] = [
  { key: 'trips', title: '我的行程', routeId: 'order3.0/triplist' },
  { key: 'frequentlyUsed', title: '常用', routeId: 'index3.0/offenUsed/index' },
  { key: 'introduction', title: '产品介绍', routeId: 'index3.0/introduction' },
  { key: 'controls', title: '管控信息', routeId: 'index/controlInformation' },
  { key: 'consumption', title: '消费明细', routeId: 'index/ConsumptionDetail' },
  { key: 'reimbursement', title: '报销', routeId: 'index2.0/reimbursement' },
  { key: 'dossenEnterprises', title: '我的企业', routeId: 'index3.0/dossen/enterpriseList', forDossen: true },
]

/** Home shortcuts whose pages are live; 我的企业 only for a dossen sale or owner. */
export function visibleShortcuts(isLive: (routeId: SpecRouteId) => boolean, isDossen = false): Shortcut[] {
  return SHORTCUTS.filter((s) => isLive(s.routeId) && (!s.forDossen || isDossen))
}

/** Where the to-do card leads: the same screen as the 审批 tab (one rule, shell/tabbar/approvalRoute). */
export { approvalRouteId } from '@/shell/tabbar/approvalRoute'
