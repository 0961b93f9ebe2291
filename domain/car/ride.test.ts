import { cancelFeeFen, estimateFen, isReasonRequired, ridePhaseAt, routeEstimate } from './ride'

describe('routeEstimate', () => {
  it.each([
    [0, 0, 0],
    [100, 130, 1],
    [3_000, 3_900, 10],
    // 5 km of streets at 24 km/h (12.5 min), the other 8 km at 60 km/h (8 min)
    [10_000, 13_000, 21],
  ])('%i m straight → %i m, %i min', (straight, metres, minutes) => expect(routeEstimate(straight)).toEqual({ metres, minutes }))

  it('陆家嘴→浦东T1 (about 40 km by road) takes 45–55 min and costs ¥110–130 by 经济型 (issue 33)', () => {
    const route = routeEstimate(30_700)
    expect(route.metres).toBe(39_910)
    expect(route.minutes).toBeGreaterThanOrEqual(45)
    expect(route.minutes).toBeLessThanOrEqual(55)
    expect(estimateFen(1, route)).toBeGreaterThanOrEqual(11_000)
    expect(estimateFen(1, route)).toBeLessThanOrEqual(13_000)
  })
})

describe('estimateFen', () => {
  it.each([
    [1, { metres: 0, minutes: 0 }, 1_300],
    [1, { metres: 13_000, minutes: 33 }, 1_300 + 2_990 + 1_320],
    [2, { metres: 13_000, minutes: 33 }, 1_800 + 4_160 + 1_980],
    [3, { metres: 13_000, minutes: 33 }, 2_800 + 5_850 + 2_970],
    [1, { metres: 1_001, minutes: 3 }, 1_700],
  ] as const)('class %i %o → %i fen', (carType, route, fen) => expect(estimateFen(carType, route)).toBe(Math.ceil(fen / 100) * 100))
  it('costs more for a better class', () => {
    const route = routeEstimate(5_000)
    expect(estimateFen(1, route)).toBeLessThan(estimateFen(2, route))
    expect(estimateFen(2, route)).toBeLessThan(estimateFen(3, route))
  })
})

describe('ridePhaseAt', () => {
  const timeline = { dispatching: 5, arriving: 10, waiting: 5, onTrip: 20 }
  it.each([
    [0, 'dispatching'],
    [4.9, 'dispatching'],
    [5, 'arriving'],
    [15, 'waiting'],
    [20, 'onTrip'],
    [39.9, 'onTrip'],
    [40, 'finished'],
    [1_000, 'finished'],
  ])('%s s → %s', (elapsed, phase) => expect(ridePhaseAt(elapsed, timeline).phase).toBe(phase))
  it('reports progress within a phase', () => expect(ridePhaseAt(10, timeline).progress).toBeCloseTo(0.5))
  it('is finished at once with an empty timeline', () => expect(ridePhaseAt(0, { dispatching: 0, arriving: 0, waiting: 0, onTrip: 0 }).phase).toBe('finished'))
})

describe('cancelFeeFen', () => {
  it.each([
    ['dispatching', 0, 0],
    ['arriving', 60, 0],
    ['arriving', 120, 0],
    ['arriving', 121, 500],
    ['waiting', 10, 500],
    ['onTrip', 10, null],
    ['finished', 10, null],
  ] as const)('%s after %i s → %s', (phase, seconds, fee) => expect(cancelFeeFen(phase, seconds)).toBe(fee))
})

describe('isReasonRequired', () => {
  it.each([
    [1, [1, 3], false, true],
    [1, [1, 3], true, false],
    [2, [2], true, false],
    [3, [1, 3], true, true],
    [4, [1, 3], false, false],
    [1, [], false, false],
  ])('use type %i, codes %o, temporary free %s → %s', (useType, codes, temporaryFree, required) =>
    expect(isReasonRequired(useType, codes, temporaryFree)).toBe(required))
})
