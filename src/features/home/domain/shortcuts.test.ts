import { approvalRouteId, visibleShortcuts } from './shortcuts'

it('lists my trips, frequently used, introduction, controls, consumption and reimbursement when live', () => {
  expect(visibleShortcuts(() => true).map((s) => s.title)).toEqual(['我的行程', '常用', '产品介绍', '管控信息', '消费明细', '报销'])
})

it('leaves out shortcuts whose route is not live', () => {
  const live = new Set(['index3.0/offenUsed/index', 'index3.0/introduction'])
  expect(visibleShortcuts((id) => live.has(id)).map((s) => s.key)).toEqual(['frequentlyUsed', 'introduction'])
})

it('sends approvers to the expense approval list in the new expense mode', () => {
  expect(approvalRouteId(true, () => true)).toBe('expenseControl/approve/index')
  expect(approvalRouteId(false, () => true)).toBe('order3.0/approvalList')
  // The expense approvals are built (issue 18): the registry has them live.
  expect(approvalRouteId(true)).toBe('expenseControl/approve/index')
})

it('offers 我的企业 to dossen sales and owners only', () => {
  expect(visibleShortcuts(() => true).some((s) => s.key === 'dossenEnterprises')).toBe(false)
  expect(visibleShortcuts(() => true, true).at(-1)?.title).toBe('我的企业')
})
