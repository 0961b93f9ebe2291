import { canSupply, claimProblem, productOf, statusAfterFiling } from './insurance'

const delay = productOf('FLIGHT_DELAY')!
const accident = productOf('FLIGHT_ACCIDENT')!

test.each([
  [delay, 'delay', 30_000, '航班延误三小时', ''],
  [delay, 'delay', 30_001, '航班延误三小时', '申请金额不能超过保额300元'],
  [delay, 'accident', 100, '航班延误三小时', '航班延误险不承保意外伤害'],
  [delay, 'delay', 0, '航班延误三小时', '请填写申请理赔金额'],
  [delay, 'delay', 10.5, '航班延误三小时', '请填写申请理赔金额'],
  [accident, 'baggage', 50_000, '行李箱破损', ''],
  [accident, 'baggage', 50_000, '破损', '请描述出险经过（至少5个字）'],
] as const)('%s %s %s: %s', (product, kind, amount, text, problem) => {
  expect(claimProblem(product, kind, amount, text)).toBe(problem)
})

test('claim states', () => {
  expect([statusAfterFiling(0), statusAfterFiling(2)]).toEqual(['NeedMaterials', 'Reviewing'])
  expect(['Submitted', 'NeedMaterials', 'Reviewing', 'Paid', 'Rejected'].map((s) => canSupply(s as never))).toEqual([true, true, true, false, false])
  expect(productOf('NOPE')).toBeUndefined()
})
