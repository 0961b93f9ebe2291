import type { SearchGeocodeReGeoData } from '@api/car'
import { offsetMetres, ringAround } from '@domain/car/geo'
import { DEFAULT_MAP_CENTRE } from '../domain/carDefaults'
import { CarMapStore, DEPART_NOW } from './CarMapStore'

const STATION = { lon: 121.3205, lat: 31.1941 }
const ring = ringAround(STATION, 300).map((v): [number, number] => [v.lon, v.lat])
const point = (name: string, lon: number, lat: number) => ({ Name: name, Address: '申贵路', IsAdsorb: 0 as const, CityName: '上海', CityCode: '310100', Longitude: lon, Latitude: lat, Distance: 10, Type: 4 as const })

function geocoded(lon: number, lat: number, name = '上海虹桥站东出口网约车上车点'): SearchGeocodeReGeoData {
  return {
    Regeocode: { Type: 1, Name: name, Address: '申贵路1500号', IsAdsorb: 1, CityName: '上海', BelongCityName: '上海', CityCode: '310100', Longitude: lon, Latitude: lat, BelongToAOIType: 1 },
    RecommendPointList: [point('东出口', lon, lat), point('西出口', lon - 0.004, lat), point('P9', lon + 0.001, lat - 0.0015)],
    ExtraRecommendPointList: [],
    RecommendChoiceList: [],
    GreenAreaCoordinateList: [{ Name: '上海虹桥站', Type: 5, Path: ring }],
    IsGreenArea: 1,
  }
}

function storeWith(answer: () => Promise<{ Code: string; Msg: string; Data: SearchGeocodeReGeoData | null }>) {
  const toast = jest.fn()
  const geocode = jest.fn((_body: unknown) => answer())
  return { store: new CarMapStore({ geocode }, toast), toast, geocode }
}

describe('CarMapStore', () => {
  it('starts with the defaults of the spec', () => {
    const { store } = storeWith(async () => ({ Code: '0000', Msg: '', Data: null }))
    expect(store.placeType).toBe(1)
    expect(store.mapCenter).toEqual(DEFAULT_MAP_CENTRE)
    expect(store.carUseTimeInfo).toEqual(DEPART_NOW)
    expect([store.startLocation, store.endLocation, store.startPlaceInfo, store.endPlaceInfo, store.userSelectedPrice, store.initialPosition]).toEqual([null, null, null, null, null, null])
    expect(store.greenAreaInfo).toEqual([])
    expect(store.nearbyPoints).toEqual([])
    expect(store.mainInfo).toEqual({ placeType: 1, useTypeItem: { useType: 1, name: '立即用车' } })
    expect(store.distanceAndTime).toEqual({ metres: 0, minutes: 0 })
    expect([store.isDragging, store.isPointInRing, store.isFarAway]).toEqual([false, false, false])
  })

  it.each([
    [1, 'start'],
    [2, 'end'],
  ] as const)('place selection with placeType %i updates the %s', (placeType, which) => {
    const { store } = storeWith(async () => ({ Code: '0000', Msg: '', Data: null }))
    const place = { Name: '人民广场', Address: '人民大道', CityCode: '310100', CityName: '上海', Longitude: 121.4737, Latitude: 31.2304 }
    store.setPlace(placeType, place)
    expect(which === 'start' ? store.startPlaceInfo : store.endPlaceInfo).toEqual(place)
    expect(which === 'start' ? store.endPlaceInfo : store.startPlaceInfo).toBeNull()
    expect(which === 'start' ? store.startLocation : store.endLocation).toEqual({ lon: 121.4737, lat: 31.2304 })
  })

  it('keeps nearby points only while the pick-up is being set (placeType 1)', () => {
    const { store } = storeWith(async () => ({ Code: '0000', Msg: '', Data: null }))
    const hinted = [{ ...point('东出口', 121.32, 31.19), Returnvalue: 'left' as const }]
    store.setPlaceType(2)
    store.setNearbyPoints(hinted)
    expect(store.nearbyPoints).toEqual([])
    store.setPlaceType(1)
    store.setNearbyPoints(hinted)
    expect(store.nearbyPoints).toEqual(hinted)
  })

  it('locating in a station adsorbs the pin, keeps the green area, hints the points and knows the pin is in the ring', async () => {
    const adsorbed = offsetMetres(STATION, 180, 0)
    const { store, geocode } = storeWith(async () => ({ Code: '0000', Msg: '', Data: geocoded(adsorbed.lon, adsorbed.lat) }))
    expect(await store.locateFirst(offsetMetres(STATION, 50, 0))).toBe(true)
    expect(geocode.mock.calls[0][0]).toMatchObject({ Coordtype: 'gcj02', GetTimes: 1, IsSearchRecommendPoint: 1, CarBoardType: 1, IsProcessAdsorb: 1, IsTravelBussiness: 1, OperateType: 1 })
    expect(store.startPlaceInfo?.Name).toBe('上海虹桥站东出口网约车上车点')
    expect(store.mapCenter).toEqual(adsorbed)
    expect(store.isPointInRing).toBe(true)
    expect(store.greenAreaInfo).toHaveLength(1)
    expect(store.nearbyPoints.map((p) => p.Returnvalue)).toEqual(['right', 'left', 'bottom'])
    await store.endDrag(adsorbed)
    expect(geocode.mock.calls[1][0]).toMatchObject({ GetTimes: 2, OperateType: 2 })
  })

  it('outside a ring the flag is off; far from the first position isFarAway is set', async () => {
    const far = offsetMetres(STATION, 5_000, 0)
    const { store } = storeWith(async () => ({ Code: '0000', Msg: '', Data: { ...geocoded(far.lon, far.lat, '某路'), IsGreenArea: 0 } }))
    await store.locateFirst(STATION)
    store.startDrag()
    expect(store.isDragging).toBe(true)
    await store.endDrag(far)
    expect(store.isDragging).toBe(false)
    expect(store.isPointInRing).toBe(false)
    expect(store.isFarAway).toBe(true)
  })

  it('a refused geocode toasts, keeps the place and reports the error', async () => {
    const { store, toast } = storeWith(async () => ({ Code: '4001', Msg: '当前位置暂未开通用车服务', Data: null }))
    expect(await store.locateFirst({ lon: 90, lat: 40 })).toBe(false)
    expect(toast).toHaveBeenCalledWith('当前位置暂未开通用车服务')
    expect(store.locateError).toBe('当前位置暂未开通用车服务')
    expect(store.startPlaceInfo).toBeNull()
    expect(store.isLocating).toBe(false)
  })

  it('choosing a use type resets the price; immediate departs now', () => {
    const { store } = storeWith(async () => ({ Code: '0000', Msg: '', Data: null }))
    store.selectPrice({ CarType: 1, CarTypeName: '经济型', EstimateFen: 5000, Seats: 4 })
    store.setUseTime({ timeVal: '2026-12-01T09:00:00+08:00', timeValFormat: '12月1日 09:00' })
    store.setUseType({ useType: 1, name: '立即用车' })
    expect(store.userSelectedPrice).toBeNull()
    expect(store.carUseTimeInfo).toEqual(DEPART_NOW)
  })
})
