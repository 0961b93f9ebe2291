import { approvalTabsFor, kindChips, showsKind } from './approvalTabs'

it.each([
  [false, ['pending', 'processed']],
  [true, ['pending', 'processed', 'payable']],
])('finance %s sees %j', (isFinancial, keys) => {
  expect(approvalTabsFor(isFinancial).map((t) => t.key)).toEqual(keys)
})

describe('kindChips', () => {
  const parts = { Bills: 3, Loans: 1, Repayments: 2, TravelApplications: 1, DailyApplications: 2, Orders: 0 }
  it('counts each kind and their sum; 还款 only for finance, kinds of none listed elsewhere left out', () => {
    expect(kindChips(parts, true).map((c) => `${c.label}${c.count}`)).toEqual(['全部9', '报销3', '借款1', '还款2', '出差申请3'])
    expect(kindChips(parts, false).map((c) => `${c.label}${c.count}`)).toEqual(['全部7', '报销3', '借款1', '出差申请3'])
    expect(kindChips({ ...parts, Orders: 4 }, false).map((c) => c.key)).toEqual(['all', 'bills', 'loans', 'applications', 'orders'])
  })
  it('shows every section under 全部 and only its own under a kind', () => {
    expect(showsKind('all', 'loans')).toBe(true)
    expect(showsKind('bills', 'bills')).toBe(true)
    expect(showsKind('bills', 'loans')).toBe(false)
  })
})
