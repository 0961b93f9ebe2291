import { describeFlightStandard, discountText, flightVerdict, lowestFareAround, type FlightOption } from './flight'
import type { FlightStandard } from './standards'

const standard: FlightStandard = {
  cabins: { employee: ['economy'], manager: ['economy', 'business'] },
  maxFarePercent: { employee: 70, manager: null },
  minAdvanceDays: 3,
  lowestFareHours: 2,
  lowestFareToleranceFen: 5000,
  whenExceeded: 'requireApproval',
}
const fare = (priceFen: number, departAt = '2026-12-10 10:00', cabin: FlightOption['cabin'] = 'economy'): FlightOption => ({ cabin, priceFen, fullFareFen: 100000, departAt })
const input = (grade: 'employee' | 'manager' = 'employee', bookedOn = '2026-12-01') => ({ grade, standard, bookedOn })

describe('flightVerdict', () => {
  it.each([
    ['employee', fare(70000), 'within', ''],
    ['employee', fare(70001), 'over', '员工机票不超过7折'],
    ['employee', fare(50000, '2026-12-10 10:00', 'business'), 'over', '员工乘机限经济舱'],
    ['manager', fare(90000, '2026-12-10 10:00', 'business'), 'within', ''],
  ] as const)('%s on %o is %s', (grade, option, status, rule) => {
    const verdict = flightVerdict(option, input(grade))
    expect(verdict.status).toBe(status)
    if (rule) expect(verdict.rule).toContain(rule)
  })

  it.each([
    ['2026-12-07', 'within'],
    ['2026-12-08', 'over'],
  ] as const)('booked on %s for the 10th (3 days ahead) is %s', (bookedOn, status) => {
    expect(flightVerdict(fare(60000), input('employee', bookedOn)).status).toBe(status)
  })

  it('the lowest fare within ±2 hours (tolerance ¥50) decides', () => {
    const options = [fare(60000, '2026-12-10 10:00'), fare(54000, '2026-12-10 12:00'), fare(40000, '2026-12-10 12:01'), fare(55000, '2026-12-10 08:30')]
    expect(lowestFareAround('2026-12-10 10:00', 2, options)).toBe(54000)
    expect(flightVerdict(options[0], input(), options)).toMatchObject({ status: 'over', rule: '需预订起飞前后2小时内的最低价航班，超标需审批' })
    expect(flightVerdict(options[3], input(), options).status).toBe('within') // 55000 <= 54000 + 5000
    expect(flightVerdict(options[0], input(), options).cheapestCompliant).toBe(options[2])
  })

  it('without a standard everything is within', () => {
    expect(flightVerdict(fare(999999, '2026-12-01 10:00', 'first'), { grade: 'employee', standard: null, bookedOn: '2026-12-01' }).status).toBe('within')
    expect(discountText(75)).toBe('7.5折')
    expect(discountText(100)).toBe('全价')
    expect(describeFlightStandard(standard, 'employee').slice(0, 2)).toEqual(['舱位：经济舱', '折扣：不超过7折'])
  })
})
