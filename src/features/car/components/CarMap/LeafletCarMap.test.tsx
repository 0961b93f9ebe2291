import { fakeRoot } from '@test/shared/fakeRoot'
import { mountWith } from '@test/shared/render'
import { ringAround } from '@domain/car/geo'
import { LeafletCarMap } from './LeafletCarMap'
import { leafletZoom, scaleText, tileSource } from './tiles'

// jsdom has no SVG geometry; leaflet (loaded by the map when it mounts) only asks whether createSVGRect exists.
Object.assign(window.SVGSVGElement.prototype, { createSVGRect: () => ({ x: 0, y: 0, width: 0, height: 0 }) })

const START = { lon: 121.3223, lat: 31.1941 }
const END = { lon: 121.4737, lat: 31.2304 }
const STATION_AREA = { Name: '上海虹桥站', Type: 5 as const, Path: ringAround({ lon: 121.3205, lat: 31.1941 }, 300).map((v): [number, number] => [v.lon, v.lat]) }

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

describe('LeafletCarMap without a tile source (no key, no network)', () => {
  it('draws markers, the route, green areas and a Chinese scale on a plain background', async () => {
    await mountWith(fakeRoot({}).root, (
      <LeafletCarMap centre={START} zoom={12} route={[START, END]} greenAreas={[STATION_AREA]}
        markers={[{ id: 's', kind: 'start', ...START, label: '上车点' }, { id: 'e', kind: 'end', ...END, label: '人民广场<b>', hint: 'left' }]} />
    ))
    const host = document.body
    await waitFor(() => host.querySelectorAll('.car-map__marker').length === 2)
    expect(host.querySelector('.leaflet-tile-pane img')).toBeNull()
    expect(host.querySelector('.car-map__route')).not.toBeNull()
    expect(host.querySelector('.car-map__green')).not.toBeNull()
    expect(host.querySelector('.car-map__label--left')?.textContent).toBe('人民广场<b>')
    expect(host.querySelector('.leaflet-control-scale-line')).not.toBeNull()
  })
})

describe('the tile source and scale', () => {
  const saved = { ...process.env }
  afterEach(() => { process.env = { ...saved } })

  it('comes from configuration with the maps key, else there is none', () => {
    delete process.env.TARO_APP_CAR_MAP_TILES
    expect(tileSource()).toBeNull()
    process.env.TARO_APP_CAR_MAP_TILES = 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}'
    process.env.TARO_APP_CAR_MAP_KEY = 'K123'
    expect(tileSource()).toEqual({ template: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}', key: 'K123' })
  })

  it('maps the 750-px design zoom to the box and speaks Chinese units', () => {
    expect(leafletZoom(16, 375)).toBe(15)
    expect(leafletZoom(16, 750)).toBe(16)
    expect(scaleText('500 m')).toBe('500米')
    expect(scaleText('2 km')).toBe('2公里')
  })
})
