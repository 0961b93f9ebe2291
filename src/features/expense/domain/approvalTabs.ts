import type { BillApprovalTab } from '@api/expense'

export type ApprovalTab = { key: BillApprovalTab; title: string; empty: string }

const TABS: readonly ApprovalTab[] = [
  { key: 'pending', title: '待审批', empty: '暂无待审批单据' },
  { key: 'processed', title: '已审批', empty: '暂无已审批单据' },
  { key: 'payable', title: '待支付', empty: '暂无待支付单据' },
]

/** The bill approval tabs: 待支付 only for finance staff (IsFinancial). */
export function approvalTabsFor(isFinancial: boolean): readonly ApprovalTab[] {
  return isFinancial ? TABS : TABS.filter((t) => t.key !== 'payable')
}

/**
 * The bills-and-loans list's empty text: beside order approvals still waiting (the 订单审批 link counts them) it
 * says that no bill or loan waits, never that nothing at all does (issue 34).
 */
export function approvalEmptyText(tab: ApprovalTab, ordersWaiting: number): string {
  return tab.key === 'pending' && ordersWaiting > 0 ? '暂无待审批的报销单、借款单' : tab.empty
}

/** The kinds the 待审批 tab lists or links to (issue 35 item 5, decision 0700). */
export type ApprovalKind = 'all' | 'bills' | 'loans' | 'repayments' | 'applications' | 'orders'

export type KindChip = { key: ApprovalKind; label: string; count: number }

type WaitingParts = { Bills: number; Loans: number; Repayments: number; TravelApplications: number; DailyApplications: number; Orders: number }

/**
 * The chips above 待审批, each with how many wait (the to-do summary's parts, the same numbers as the badge):
 * 全部, 报销, 借款, then 还款 for finance, 出差申请 (出差 and 日常) and 订单 when any wait, since those are listed on
 * their own screens and a chip of 0 would lead nowhere.
 */
export function kindChips(parts: WaitingParts, isFinancial: boolean): KindChip[] {
  const applications = parts.TravelApplications + parts.DailyApplications
  const chips: KindChip[] = [
    { key: 'bills', label: '报销', count: parts.Bills },
    { key: 'loans', label: '借款', count: parts.Loans },
    ...(isFinancial ? [{ key: 'repayments' as const, label: '还款', count: parts.Repayments }] : []),
    ...(applications > 0 ? [{ key: 'applications' as const, label: '出差申请', count: applications }] : []),
    ...(parts.Orders > 0 ? [{ key: 'orders' as const, label: '订单', count: parts.Orders }] : []),
  ]
  return [{ key: 'all', label: '全部', count: chips.reduce((sum, c) => sum + c.count, 0) }, ...chips]
}

/** Whether a section of the 待审批 tab shows under the chosen chip. */
export const showsKind = (chosen: ApprovalKind, kind: Exclude<ApprovalKind, 'all'>): boolean => chosen === 'all' || chosen === kind
