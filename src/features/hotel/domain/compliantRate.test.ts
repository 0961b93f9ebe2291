import { checkLabel, cheapestCompliant, checkedRates, listPriceCheck } from './compliantRate'
import { CONTEXT, plan, room } from '@test/hotel/testData'

describe('cheapest compliant rate', () => {
  const rooms = [
    room('A', [plan('a1', 45000), plan('a2', 38000, { RemainingRooms: 0 })]),
    room('B', [plan('b1', 39000), plan('b2', 20000, { RemainingRooms: 0 }), plan('b3', 39500)]),
  ]
  it('skips over-standard and sold-out rates', () => {
    const best = cheapestCompliant(rooms, CONTEXT)
    expect(best?.plan.RatePlanId).toBe('b1')
    expect(best?.room.RoomId).toBe('B')
  })
  it('none within -> null; no standard -> plain cheapest available', () => {
    expect(cheapestCompliant([room('A', [plan('a1', 45000)])], CONTEXT)).toBeNull()
    expect(cheapestCompliant(rooms, { ...CONTEXT, Standard: null })?.plan.RatePlanId).toBe('b1')
  })
  it('checks every rate', () => {
    const checks = checkedRates(rooms, CONTEXT)
    expect(checks).toHaveLength(5)
    expect(checks[0].check).toMatchObject({ status: 'over', action: 'requireReason', capFen: 40000, rule: '员工在二线城市每晚不超过¥400，超标需填写原因' })
    expect(checks[1].isSoldOut).toBe(true)
  })
  it('labels', () => {
    expect(checkLabel(listPriceCheck(40000, CONTEXT))).toBe('符合差标')
    expect(checkLabel(listPriceCheck(40001, CONTEXT))).toBe('超标需填原因')
    expect(checkLabel({ status: 'over', action: 'allow', capFen: 1, rule: '', cheapestCompliant: null })).toBe('超出差标')
    expect(checkLabel({ status: 'over', action: 'requireApproval', capFen: 1, rule: '', cheapestCompliant: null })).toBe('超标需审批')
    expect(checkLabel({ status: 'over', action: 'block', capFen: 1, rule: '', cheapestCompliant: null })).toBe('超标不可订')
    expect(checkLabel(listPriceCheck(1, { ...CONTEXT, Standard: null }))).toBe('')
  })
})
