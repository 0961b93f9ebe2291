import { carVerdict, describeCarStandard, type CarOption } from './car'
import { inWindow, type CarStandard } from './standards'

const standard: CarStandard = {
  timeWindows: [{ from: '07:00', to: '09:30' }, { from: '21:00', to: '06:00' }],
  cities: ['上海', '北京'],
  useTypes: ['daily', 'airport', 'overtime'],
  levels: { employee: ['economy', 'comfort'], manager: ['economy', 'comfort', 'business'] },
  perRideCapFen: { employee: 15000, manager: null },
  whenExceeded: 'block',
}
const ride = (over: Partial<CarOption> = {}): CarOption => ({ useType: 'daily', level: 'economy', cityName: '上海', departAt: '08:00', estimateFen: 5000, ...over })

describe('carVerdict', () => {
  it.each([
    [ride(), 'within', ''],
    [ride({ departAt: '07:00' }), 'within', ''],
    [ride({ departAt: '06:59' }), 'over', '用车时间限07:00-09:30、21:00-06:00'],
    [ride({ departAt: '09:31' }), 'over', '用车时间限07:00-09:30、21:00-06:00'],
    [ride({ departAt: '23:15' }), 'within', ''],
    [ride({ departAt: '2026-12-10 05:59' }), 'within', ''],
    [ride({ cityName: '杭州' }), 'over', '用车城市限上海、北京'],
    [ride({ useType: 'station' }), 'over', '不可接送站，限日常用车/接送机/加班用车'],
    [ride({ level: 'business' }), 'over', '员工用车限经济型/舒适型'],
    [ride({ estimateFen: 15000 }), 'within', ''],
    [ride({ estimateFen: 15001 }), 'over', '员工每次用车不超过¥150'],
  ] as const)('%o is %s', (option, status, rule) => {
    const verdict = carVerdict(option, { grade: 'employee', standard })
    expect(verdict.status).toBe(status)
    if (rule) expect(verdict.rule).toBe(`${rule}，超标不可预订`)
  })

  it('managers may take business cars without a cap; the cheapest compliant level is offered', () => {
    expect(carVerdict(ride({ level: 'business', estimateFen: 90000 }), { grade: 'manager', standard }).status).toBe('within')
    const options = [ride({ level: 'business', estimateFen: 9000 }), ride({ level: 'comfort', estimateFen: 7000 }), ride({ level: 'economy', estimateFen: 5000 })]
    expect(carVerdict(options[0], { grade: 'employee', standard }, options).cheapestCompliant).toBe(options[2])
  })

  it.each([
    ['07:00', true], ['09:30', true], ['09:31', false], ['21:00', true], ['06:00', true], ['06:01', false], ['bad', false],
  ] as const)('window check %s -> %s', (time, inside) => {
    const minute = /^\d\d:\d\d$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : Number.NaN
    expect(standard.timeWindows.some((w) => inWindow(minute, w))).toBe(inside)
  })

  it('describes the standard', () => {
    expect(describeCarStandard(standard, 'employee')).toContain('每次金额：不超过¥150')
    expect(carVerdict(ride({ cityName: '杭州' }), { grade: 'employee', standard: null }).status).toBe('within')
  })
})
