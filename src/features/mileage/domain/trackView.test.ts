import { elapsedText, metresOf, rateText } from './trackView'

describe('track view', () => {
  it('measures the wire track like the server does', () => {
    const t0 = 1_700_000_000_000
    expect(metresOf([])).toBe(0)
    const m = metresOf([{ Lon: 121.47, Lat: 31.23, At: t0 }, { Lon: 121.48, Lat: 31.23, At: t0 + 60_000 }])
    expect(m).toBeGreaterThan(940)
    expect(m).toBeLessThan(960)
  })
  it.each([[0, '00:00:00'], [59_999, '00:00:59'], [61_000, '00:01:01'], [3_600_000 + 5_000, '01:00:05'], [-5_000, '00:00:00']])('%p ms reads %s', (ms, text) =>
    expect(elapsedText(1_000, 1_000 + ms)).toBe(text))
  it('reads the rate', () => expect(rateText(80)).toBe('¥0.80/公里'))
})
