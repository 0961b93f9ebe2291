import { approvalTabsFor } from './approvalTabs'

it.each([
  [false, ['pending', 'processed']],
  [true, ['pending', 'processed', 'payable']],
])('finance %s sees %j', (isFinancial, keys) => {
  expect(approvalTabsFor(isFinancial).map((t) => t.key)).toEqual(keys)
})
