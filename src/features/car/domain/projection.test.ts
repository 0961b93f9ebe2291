import { fitZoom, metresPerPixel, project, scaleBar, unproject } from './projection'

describe('projection', () => {
  it.each([
    [{ lon: 121.4737, lat: 31.2304 }, 15],
    [{ lon: 116.4074, lat: 39.9042 }, 12.5],
    [{ lon: 0, lat: 0 }, 3],
  ])('unproject(project(p)) is p', (p, zoom) => {
    const back = unproject(project(p, zoom), zoom)
    expect(back.lon).toBeCloseTo(p.lon, 5)
    expect(back.lat).toBeCloseTo(p.lat, 5)
  })
  it('north is up and east is right', () => {
    const a = project({ lon: 121.47, lat: 31.23 }, 15)
    const b = project({ lon: 121.48, lat: 31.24 }, 15)
    expect(b.x).toBeGreaterThan(a.x)
    expect(b.y).toBeLessThan(a.y)
  })
  it('a pixel covers half as much one zoom in', () => expect(metresPerPixel(31, 16)).toBeCloseTo(metresPerPixel(31, 15) / 2))
})

describe('scaleBar', () => {
  it.each([
    [15, 150, '500米'],
    [12, 150, '2公里'],
    [17, 150, '100米'],
  ])('zoom %i in %i px → %s', (zoom, max, label) => {
    const bar = scaleBar(31.23, zoom, max)
    expect(bar.label).toBe(label)
    expect(bar.pixels).toBeLessThanOrEqual(max)
  })
})

describe('fitZoom', () => {
  it('keeps both ends of a ride in view', () => {
    const start = { lon: 121.3205, lat: 31.1941 }
    const end = { lon: 121.4737, lat: 31.2304 }
    const { centre, zoom } = fitZoom([start, end], 750, 800)
    const c = project(centre, zoom)
    for (const p of [start, end]) {
      const q = project(p, zoom)
      expect(Math.abs(q.x - c.x)).toBeLessThan(375)
      expect(Math.abs(q.y - c.y)).toBeLessThan(400)
    }
  })
  it('a single point gets the closest zoom', () => expect(fitZoom([{ lon: 121, lat: 31 }], 750, 800).zoom).toBe(16))
})
