import { haversineMetres, isPointInRing, layoutHint, offsetMetres, ringAround, trackMetres } from './geo'

const PEOPLE_SQUARE = { lon: 121.4737, lat: 31.2304 }

describe('haversineMetres', () => {
  it.each([
    ['the same point', PEOPLE_SQUARE, PEOPLE_SQUARE, 0, 0],
    ['人民广场 to 陆家嘴', PEOPLE_SQUARE, { lon: 121.5057, lat: 31.2397 }, 3_200, 3_300],
    ['上海 to 北京', PEOPLE_SQUARE, { lon: 116.4074, lat: 39.9042 }, 1_060_000, 1_075_000],
  ])('%s', (_, a, b, min, max) => {
    const d = haversineMetres(a, b)
    expect(d).toBeGreaterThanOrEqual(min)
    expect(d).toBeLessThanOrEqual(max)
  })
})

describe('trackMetres', () => {
  it('adds the legs of a track', () => {
    const b = offsetMetres(PEOPLE_SQUARE, 300, 0)
    const c = offsetMetres(b, 0, 400)
    expect(trackMetres([PEOPLE_SQUARE, b, c])).toBeCloseTo(700, -1)
  })
  it.each([[[]], [[PEOPLE_SQUARE]]])('is 0 without legs', (track) => expect(trackMetres(track)).toBe(0))
})

describe('isPointInRing', () => {
  const ring = ringAround(PEOPLE_SQUARE, 200)
  it.each([
    ['the centre', PEOPLE_SQUARE, true],
    ['100 m east', offsetMetres(PEOPLE_SQUARE, 100, 0), true],
    ['150 m south', offsetMetres(PEOPLE_SQUARE, 0, -150), true],
    ['250 m north', offsetMetres(PEOPLE_SQUARE, 0, 250), false],
    ['far away', { lon: 121.8, lat: 31.1 }, false],
  ])('%s', (_, point, inside) => expect(isPointInRing(point, ring)).toBe(inside))
  it('is false for an empty ring', () => expect(isPointInRing(PEOPLE_SQUARE, [])).toBe(false))
})

describe('layoutHint at the 0.0001 latitude boundary', () => {
  const main = { lon: 121.47, lat: 31.23 }
  it.each([
    ['level, west', { lon: 121.469, lat: 31.23 }, 'left'],
    ['level, east', { lon: 121.471, lat: 31.23 }, 'right'],
    ['exactly 0.0001 north, west', { lon: 121.469, lat: 31.2301 }, 'left'],
    ['exactly 0.0001 south, east', { lon: 121.471, lat: 31.2299 }, 'right'],
    ['0.00011 north', { lon: 121.471, lat: 31.23011 }, 'bottom'],
    ['0.00011 south', { lon: 121.469, lat: 31.22989 }, 'bottom'],
  ] as const)('%s → %s', (_, point, hint) => expect(layoutHint(point, main)).toBe(hint))
})
