import type { HotelTravelStandard } from '@api/hotel'
import { describeHotelStandard, hotelCapOf, hotelVerdict, type HotelStandard } from './hotel'
import type { OverAction } from './verdict'

const standard = (whenExceeded: OverAction): HotelStandard => ({
  nightlyCapFen: { 1: { employee: 60000, manager: 80000 }, 2: { employee: 40000, manager: 60000 }, 3: { employee: 30000, manager: null } },
  whenExceeded,
})
const at = (nightlyFen: number) => ({ nightlyFen })

describe('hotelVerdict', () => {
  it.each([
    [60000, 1, 'employee', 'within'],
    [60001, 1, 'employee', 'over'],
    [80000, 1, 'manager', 'within'],
    [80001, 1, 'manager', 'over'],
    [40000, 2, 'employee', 'within'],
    [40001, 2, 'employee', 'over'],
    [30001, 3, 'employee', 'over'],
    [999999, 3, 'manager', 'within'],
  ] as const)('%i fen in tier %i for %s is %s', (fen, tier, grade, status) => {
    expect(hotelVerdict(at(fen), { cityTier: tier, grade, standard: standard('requireReason') }).status).toBe(status)
  })

  it.each(['allow', 'requireReason', 'requireApproval', 'block'] as const)('over answers the standard action %s', (action) => {
    expect(hotelVerdict(at(99999), { cityTier: 2, grade: 'employee', standard: standard(action) }).action).toBe(action)
  })

  it('states the rule and finds the cheapest compliant rate of the search', () => {
    const rates = [{ nightlyFen: 70000, id: 'a' }, { nightlyFen: 58000, id: 'b' }, { nightlyFen: 52000, id: 'c' }, { nightlyFen: 61000, id: 'd' }]
    const verdict = hotelVerdict(rates[0], { cityTier: 1, grade: 'employee', standard: standard('requireApproval') }, rates)
    expect(verdict).toMatchObject({ status: 'over', action: 'requireApproval', capFen: 60000 })
    expect(verdict.rule).toBe('员工在一线城市每晚不超过¥600，超标需审批')
    expect(verdict.cheapestCompliant?.id).toBe('c')
    expect(hotelVerdict(rates[2], { cityTier: 1, grade: 'employee', standard: standard('block') }, rates)).toMatchObject({ status: 'within', action: 'allow', cheapestCompliant: null })
  })

  it('no standard (private travel) or no cap is within', () => {
    expect(hotelVerdict(at(999999), { cityTier: 1, grade: 'employee', standard: null })).toMatchObject({ status: 'within', capFen: null })
    expect(hotelCapOf(standard('block'), 3, 'manager')).toBeNull()
    expect(hotelCapOf(standard('block'), 2, 'manager')).toBe(60000)
  })

  it('describes the standard per tier and matches the wire type', () => {
    expect(describeHotelStandard(standard('block'), 'manager')).toEqual(['一线城市：每晚不超过¥800', '二线城市：每晚不超过¥600', '其他城市：不限', '超标时：超标不可预订'])
    const wire: HotelTravelStandard = standard('allow')
    const back: HotelStandard = wire
    expect(back.whenExceeded).toBe('allow')
  })
})
