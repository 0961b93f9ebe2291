import { describeTrainStandard, isNightTrain, trainVerdict, type TrainOption } from './train'
import type { TrainStandard } from './standards'

const standard: TrainStandard = {
  seatClasses: { employee: ['二等座', '硬座'], manager: ['二等座', '一等座'] },
  sleeperClasses: { employee: ['硬卧'], manager: ['硬卧', '软卧'] },
  nightTrain: { departFrom: '19:00', minHours: 6 },
  whenExceeded: 'requireReason',
}
const seat = (seatClass: string, priceFen = 10000, departTime = '08:00', durationMinutes = 300): TrainOption => ({ seatClass, priceFen, departTime, durationMinutes })

describe('isNightTrain', () => {
  it.each([
    ['19:00', 360, 6, true],
    ['19:00', 359, 6, false],
    ['17:00', 420, 6, true], // arrives at 00:00 the next day
    ['17:00', 419, 6, false],
    ['08:00', 600, 6, false],
    ['23:30', 480, 6, true],
    ['19:00', 240, 4, true], // arrives 23:00 the same day: departs late enough
    ['18:59', 240, 4, false],
  ] as const)('departs %s, runs %i min, night from 19:00 and %i hours -> %s', (departTime, durationMinutes, minHours, night) => {
    expect(isNightTrain({ departTime, durationMinutes }, { departFrom: '19:00', minHours })).toBe(night)
  })
})

describe('trainVerdict', () => {
  it.each([
    ['employee', seat('二等座'), 'within'],
    ['employee', seat('一等座'), 'over'],
    ['manager', seat('一等座'), 'within'],
    ['manager', seat('商务座'), 'over'],
    ['employee', seat('硬卧', 20000, '08:00', 600), 'over'], // sleeper on a day train
    ['employee', seat('硬卧', 20000, '21:00', 600), 'within'],
    ['employee', seat('软卧', 30000, '21:00', 600), 'over'],
    ['manager', seat('软卧', 30000, '21:00', 600), 'within'],
  ] as const)('%s on %o is %s', (grade, option, status) => {
    expect(trainVerdict(option, { grade, standard }).status).toBe(status)
  })

  it('a 动卧 train\'s 一等卧 and 二等卧 are the standard\'s 动卧: allowed on a night train when the grade has 动卧', () => {
    const dongwo = { ...standard, sleeperClasses: { ...standard.sleeperClasses, manager: ['动卧'] } } as typeof standard
    expect(trainVerdict(seat('一等卧', 60000, '19:36', 740), { grade: 'manager', standard: dongwo }).status).toBe('within')
    expect(trainVerdict(seat('二等卧', 40000, '19:36', 740), { grade: 'manager', standard: dongwo }).status).toBe('within')
    expect(trainVerdict(seat('二等卧', 40000, '08:00', 740), { grade: 'manager', standard: dongwo }).status).toBe('over')
    expect(trainVerdict(seat('一等卧', 60000, '19:36', 740), { grade: 'employee', standard: dongwo }).status).toBe('over')
  })
  it('explains the rule and offers the cheapest compliant seat', () => {
    const options = [seat('商务座', 174800), seat('一等座', 93300), seat('二等座', 55300), seat('硬座', 60000)]
    const verdict = trainVerdict(options[1], { grade: 'employee', standard }, options)
    expect(verdict).toMatchObject({ status: 'over', action: 'requireReason', rule: '员工乘坐火车限二等座/硬座，超标需填写原因' })
    expect(verdict.cheapestCompliant).toBe(options[2])
    expect(trainVerdict(seat('硬卧', 1, '08:00', 600), { grade: 'employee', standard }).rule).toContain('日间列车不可选卧铺')
  })

  it('without a standard everything is within', () => {
    expect(trainVerdict(seat('商务座'), { grade: 'employee', standard: null })).toEqual({ status: 'within', action: 'allow', rule: '火车票不限席别', cheapestCompliant: null })
    expect(describeTrainStandard(standard, 'manager')[0]).toBe('席别：限二等座/一等座')
  })
})
