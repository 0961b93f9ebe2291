import { allowanceFen, distanceText, JITTER_M, trackDistanceMetres, type TrackPoint } from './track'

/** A track due east along latitude 31.23 (Shanghai): about 95.2 m per 0.001° of longitude. */
const east = (steps: number[], secondsApart = 10): TrackPoint[] => steps.map((d, i) => ({ lon: 121.47 + d, lat: 31.23, at: 1_000_000 + i * secondsApart * 1000 }))

describe('mileage distance from a track', () => {
  it('is zero for no point, one point, or a car standing still with jitter', () => {
    expect(trackDistanceMetres([])).toBe(0)
    expect(trackDistanceMetres(east([0]))).toBe(0)
    expect(trackDistanceMetres(east([0, 0.00005, -0.00004, 0.00003]))).toBe(0)
  })

  it('sums the legs driven', () => {
    const metres = trackDistanceMetres(east([0, 0.01, 0.02, 0.03], 60))
    expect(metres).toBeGreaterThan(2_840)
    expect(metres).toBeLessThan(2_870)
  })

  it('counts slow creeping once it passes the jitter radius from the last counted point', () => {
    const step = 0.0001 // ~9.5 m
    const creeping = trackDistanceMetres(east([0, step, 2 * step, 3 * step, 4 * step]))
    expect(creeping).toBeGreaterThanOrEqual(2 * JITTER_M)
    expect(creeping).toBeLessThan(40)
  })

  it('drops a wild fix faster than 180 km/h and keeps driving from the last good point', () => {
    const withJump = east([0, 0.005, 0.5, 0.01], 30)
    const without = east([0, 0.005, 0.01], 30)
    expect(trackDistanceMetres(withJump)).toBe(trackDistanceMetres([without[0], without[1], { ...without[2], at: withJump[3].at }]))
  })

  it.each([
    [10_000, 80, 800], [12_345, 80, 988], [0, 80, 0], [5_000, 0, 0], [-5, 80, 0],
  ])('%p m at %p fen/km is %p fen', (m, rate, fen) => expect(allowanceFen(m, rate)).toBe(fen))

  it.each([[850, '850米'], [1_000, '1.0公里'], [12_345, '12.3公里']])('%p reads %s', (m, text) => expect(distanceText(m)).toBe(text))
})
