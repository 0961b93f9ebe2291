import { changeMoney } from './changeMoney'

const departAt = new Date('2026-12-10T08:00:00+08:00')
const before = (hours: number) => new Date(departAt.getTime() - hours * 3_600_000)

describe('改签 fare difference', () => {
  it.each([
    ['dearer: pay the difference', 55350, 93600, 72, { payFen: 38250, refundFen: 0, feeFen: 0 }],
    ['same fare: nothing', 55350, 55350, 72, { payFen: 0, refundFen: 0, feeFen: 0 }],
    ['cheaper 8 days ahead: whole difference back', 93600, 55350, 200, { payFen: 0, refundFen: 38250, feeFen: 0 }],
    ['cheaper 3 days ahead: 5% of the difference kept', 93600, 55350, 72, { payFen: 0, refundFen: 36350, feeFen: 1900 }],
    ['cheaper within 24 hours: 20% of the difference kept', 93600, 55350, 10, { payFen: 0, refundFen: 30600, feeFen: 7650 }],
    ['small difference: the 2 yuan minimum', 55350, 54350, 30, { payFen: 0, refundFen: 800, feeFen: 200 }],
  ])('%s', (_name, oldPaid, newTotal, hours, money) => expect(changeMoney(oldPaid, newTotal, departAt, before(hours))).toEqual(money))
})
