import { fakeRoot } from '@test/shared/fakeRoot'
import { mountWith } from '@test/shared/render'
import { ringAround } from '@domain/car/geo'
import { SvgCarMap } from './SvgCarMap'

const START = { lon: 121.3223, lat: 31.1941 }
const END = { lon: 121.4737, lat: 31.2304 }

describe('SvgCarMap without tiles', () => {
  it('draws markers, the route, green areas and the scale on a plain background', async () => {
    await mountWith(fakeRoot({}).root, (
        <SvgCarMap centre={START} zoom={12} route={[START, END]} showCentrePin pinLabel='在这里上车'
          markers={[{ id: 's', kind: 'start', ...START, label: '上车点' }, { id: 'e', kind: 'end', ...END, label: '人民广场', hint: 'left' }]}
          greenAreas={[{ Name: '上海虹桥站', Type: 5, Path: ringAround({ lon: 121.3205, lat: 31.1941 }, 300).map((v): [number, number] => [v.lon, v.lat]) }]} />
    ))
    const host = document.body
    expect(host.querySelector('image')).toBeNull()
    expect(host.querySelector('.car-map__ground')).not.toBeNull()
    expect(host.querySelectorAll('.car-map__marker')).toHaveLength(2)
    expect(host.querySelector('.car-map__route')?.getAttribute('points')?.split(' ')).toHaveLength(2)
    expect(host.querySelector('.car-map__green')?.getAttribute('points')?.split(' ')).toHaveLength(8)
    expect(host.querySelector('.car-map__scale')?.textContent).toMatch(/公里|米/)
    expect(host.textContent).toContain('在这里上车')
  })
})
