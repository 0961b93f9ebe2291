import { dailyApplyProblem } from './dailyApply'
import { legsProblem, nextLeg, summaryOfLegs, type Leg } from './travelBill'

const today = '2026-11-24'

describe('dailyApplyProblem', () => {
  const ok = { category: '业务招待', reason: '宴请客户', startDate: '2026-11-25', endDate: '2026-11-25', budgetFen: 150000 }
  it('accepts a complete application', () => expect(dailyApplyProblem(ok, today)).toBe(''))
  test.each([
    [{ category: '旅游' }, '请选择申请类型'],
    [{ reason: '  ' }, '请填写申请事由'],
    [{ startDate: '2026-11-23' }, '开始日期不能早于今天'],
    [{ endDate: '2026-11-24', startDate: '2026-11-25' }, '结束日期不能早于开始日期'],
    [{ endDate: '2026-12-26' }, '日常申请最长31天'],
    [{ budgetFen: null }, '请填写预计金额'],
    [{ budgetFen: 0 }, '请填写预计金额'],
    [{ budgetFen: 100_000_001 }, '预计金额不能超过100万元'],
  ])('%o: %s', (patch, message) => expect(dailyApplyProblem({ ...ok, ...patch }, today)).toBe(message))
  it('today and 31 days are allowed', () => expect(dailyApplyProblem({ ...ok, startDate: today, endDate: '2026-12-24' }, today)).toBe(''))
})

describe('guangxin legs', () => {
  const legs: Leg[] = [
    { fromCity: '广州', toCity: '北京', date: '2026-11-26', product: 'flight' },
    { fromCity: '北京', toCity: '天津', date: '2026-11-27', product: 'train' },
    { fromCity: '天津', toCity: '广州', date: '2026-11-29', product: 'flight' },
  ]
  it('a round trip is fine and sums up to its destinations, dates and products', () => {
    expect(legsProblem(legs, today)).toBe('')
    expect(summaryOfLegs(legs, true)).toEqual({ departCity: '广州', cities: ['北京', '天津'], startDate: '2026-11-26', endDate: '2026-11-29', products: ['flight', 'train', 'hotel'] })
    expect(summaryOfLegs(legs.slice(0, 1), false).products).toEqual(['flight'])
  })
  test.each([
    [[], '请添加行程'],
    [[{ ...legs[0], toCity: '' }], '第1程：请选择出发和到达城市'],
    [[{ ...legs[0], toCity: '广州' }], '第1程：出发和到达城市不能相同'],
    [[{ ...legs[0], date: '2026-11-20' }], '第1程：日期不能早于今天'],
    [[legs[0], { ...legs[1], date: '2026-11-25' }], '第2程：日期不能早于上一程'],
    [[legs[0], { ...legs[1], fromCity: '上海' }], '第2程：出发城市应为上一程的到达城市北京'],
    [[legs[0], { ...legs[1], date: '2027-03-01' }], '单次出差最长90天'],
  ])('%#: %s', (bad, message) => expect(legsProblem(bad as Leg[], today)).toBe(message))
  it('seven legs are too many', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ fromCity: i % 2 ? '北京' : '广州', toCity: i % 2 ? '广州' : '北京', date: '2026-11-26', product: 'train' as const }))
    expect(legsProblem(many, today)).toBe('行程最多6段')
  })
  it('the next leg starts where the last arrived', () => {
    expect(nextLeg(legs, today)).toEqual({ fromCity: '广州', toCity: '', date: '2026-11-29', product: 'flight' })
    expect(nextLeg([], today)).toEqual({ fromCity: '', toCity: '', date: today, product: 'train' })
  })
})
