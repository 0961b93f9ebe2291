import { rentalPackageFen, rentalPackageText, settleRental } from './rental'

describe('rental packages', () => {
  it('prices the half day (4 h / 50 km) below the day (8 h / 100 km) for every class', () => {
    for (const carType of [1, 2, 3] as const) expect(rentalPackageFen(carType, 'half')).toBeLessThan(rentalPackageFen(carType, 'day'))
    expect(rentalPackageText(1, 'half')).toBe('4小时50公里 · 超时¥0.8/分钟 · 超里程¥2.5/公里')
  })

  it('charges nothing past the package when the ride stays within its hours and kilometres', () => {
    expect(settleRental(1, 'half', 240, 50_000)).toEqual({ packageFen: 29_800, overtimeMinutes: 0, overtimeFen: 0, overKm: 0, overKmFen: 0, totalFen: 29_800 })
  })

  it('charges overtime per started minute and over-distance per started kilometre', () => {
    // 4 h 35.2 min and 62.3 km on a half day by 经济型: 36 min × ¥0.8, 13 km × ¥2.5
    const s = settleRental(1, 'half', 275.2, 62_300)
    expect(s).toEqual({ packageFen: 29_800, overtimeMinutes: 36, overtimeFen: 2_880, overKm: 13, overKmFen: 3_250, totalFen: 35_930 })
  })

  it('a day by 商务型 over by an hour and 1 m', () => {
    expect(settleRental(3, 'day', 540, 100_001).totalFen).toBe(99_800 + 60 * 160 + 500)
  })
})
