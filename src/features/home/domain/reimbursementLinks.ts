import type { SpecRouteId } from '@/routes/types'

export type ExpenseLink = { key: string; title: string; note: string; routeIds: readonly SpecRouteId[] }

/** The expense side's entries; each opens the new expense mode's screen when the member has it (IsUserNewExpense). */
const LINKS: readonly ExpenseLink[] = [
  { key: 'create', title: '发起报销', note: '选择消费记录，提交报销单', routeIds: ['expenseControl/CreateReimbursementBill', 'bill/CreateReimbursementBill'] },
  { key: 'bills', title: '我的报销单', note: '查看报销进度', routeIds: ['expenseControl/expenseBillList', 'bill/billList'] },
  { key: 'costs', title: '我的账本', note: '记录日常消费与发票', routeIds: ['expenseControl/costList', 'bill/accountBook'] },
  { key: 'approve', title: '报销审批', note: '待我审批的单据', routeIds: ['expenseControl/approve/index'] },
]

/** The entries the member can open: for each, the new-mode route first when IsUserNewExpense, else the old one; only live ones. */
export function reimbursementLinks(isNewExpense: boolean, isLive: (id: SpecRouteId) => boolean): { key: string; title: string; note: string; routeId: SpecRouteId }[] {
  return LINKS.flatMap((link) => {
    const ordered = isNewExpense ? link.routeIds : [...link.routeIds].reverse()
    const routeId = ordered.find(isLive)
    return routeId ? [{ key: link.key, title: link.title, note: link.note, routeId }] : []
  })
}
