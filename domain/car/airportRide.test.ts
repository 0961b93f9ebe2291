import { airportPickupTime, dropOffPickupTime, normaliseFlightNo, FLIGHT_NO_PATTERN } from './airportRide'

describe('airport rides', () => {
  it('接机 picks up at the estimated arrival', () => {
    const landing = new Date('2026-12-02T10:25:00+08:00')
    expect(airportPickupTime(landing).toISOString()).toBe(landing.toISOString())
  })

  it('送机 works the pick-up back from a domestic departure: 2 hours plus the ride, on a 5-minute mark', () => {
    // 14:00 departure, 47-minute ride: at the airport by 12:00, leave by 11:13, picked up 11:10
    expect(dropOffPickupTime(new Date('2026-12-02T14:00:00+08:00'), 47, false).toISOString()).toBe(new Date('2026-12-02T11:10:00+08:00').toISOString())
  })

  it('送机 for an international flight asks 3 hours at the airport', () => {
    expect(dropOffPickupTime(new Date('2026-12-02T14:00:00+08:00'), 30, true).toISOString()).toBe(new Date('2026-12-02T10:30:00+08:00').toISOString())
  })

  it('reads a typed flight number', () => {
    expect(normaliseFlightNo(' mu 5101')).toBe('MU5101')
    expect(FLIGHT_NO_PATTERN.test('3U3029')).toBe(true)
    expect(FLIGHT_NO_PATTERN.test('上海')).toBe(false)
  })
})
