import { describeTakeoutStandard, takeoutVerdict } from './takeout'
import type { TakeoutStandard } from './standards'

const standard: TakeoutStandard = { dailyCapFen: { employee: 10000, manager: 20000 }, whenExceeded: 'requireReason' }

describe('takeoutVerdict', () => {
  it.each([
    ['employee', 0, 10000, 'within'],
    ['employee', 0, 10001, 'over'],
    ['employee', 6000, 4000, 'within'],
    ['employee', 6000, 4001, 'over'],
    ['employee', 12000, 1, 'over'],
    ['manager', 10000, 10000, 'within'],
    ['manager', 10000, 10001, 'over'],
  ] as const)('%s who spent %i ordering %i is %s', (grade, spentTodayFen, amountFen, status) => {
    expect(takeoutVerdict({ amountFen }, { grade, standard, spentTodayFen }).status).toBe(status)
  })

  it('states what is left and the cheapest cart that fits', () => {
    const carts = [{ amountFen: 5000 }, { amountFen: 3900 }, { amountFen: 4100 }]
    const verdict = takeoutVerdict(carts[0], { grade: 'employee', standard, spentTodayFen: 6000 }, carts)
    expect(verdict).toMatchObject({ status: 'over', action: 'requireReason', remainingFen: 4000, capFen: 10000 })
    expect(verdict.rule).toBe('员工每日餐饮不超过¥100（今日还可用¥40），超标需填写原因')
    expect(verdict.cheapestCompliant).toBe(carts[1])
  })

  it('no standard is within', () => {
    expect(takeoutVerdict({ amountFen: 999999 }, { grade: 'employee', standard: null, spentTodayFen: 0 })).toMatchObject({ status: 'within', capFen: null, remainingFen: null })
    expect(describeTakeoutStandard(standard, 'manager')).toEqual(['每日餐饮：不超过¥200', '超标时：超标需填写原因'])
  })
})
