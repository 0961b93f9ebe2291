import { averageNightlyFen, nightsOf, stayTotalFen } from './stay'

describe('stay', () => {
  it('nights', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toBe(3)
    expect(nightsOf('2026-12-30', '2026-12-30')).toBe(0)
    expect(nightsOf('2026-12-30', '2026-12-29')).toBe(0)
  })
  it('total is nights x rooms in fen', () => {
    expect(stayTotalFen([30000, 32050, 30000], 2)).toBe(184100)
    expect(stayTotalFen([], 2)).toBe(0)
    expect(stayTotalFen([100], 0)).toBe(0)
  })
  it('average rounds to the fen', () => {
    expect(averageNightlyFen([100, 101])).toBe(101)
    expect(averageNightlyFen([100, 100, 101])).toBe(100)
    expect(averageNightlyFen([])).toBe(0)
  })
})
