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
