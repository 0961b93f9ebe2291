import { SearchCacheStore } from '@/stores/SearchCacheStore'
import { fakeClock, memoryStorage } from '@test/stores/fakes'
import { HotelSearchStore, NO_HOTEL_PERMISSION } from './HotelSearchStore'
import { testFlow, TODAY } from '@test/hotel/testFlow'

const cities = {
  HotCities: [{ CityCode: 'GZ', CityName: '广州', Pinyin: 'guangzhou', Tier: 1, Lat: 0, Lon: 0 }],
  Cities: [
    { CityCode: 'GZ', CityName: '广州', Pinyin: 'guangzhou', Tier: 1, Lat: 0, Lon: 0 },
    { CityCode: 'BJ', CityName: '北京', Pinyin: 'beijing', Tier: 1, Lat: 0, Lon: 0 },
  ],
  HistoryList: [{ CityCode: 'BJ', CityName: '北京', Keyword: '国贸', ArrivalDate: '', DepartureDate: '', SearchedAt: '' }],
}

function setup(settings = { HotelAdvanceDay: 30, IsPermittedBookHotel: true }, recommend: () => Promise<unknown> = async () => cities) {
  const { flow, clock } = testFlow()
  const history = new SearchCacheStore({ clock: fakeClock(), storage: memoryStorage() })
  const toasts: string[] = []
  const store = new HotelSearchStore({
    api: { recommendCities: recommend as never },
    flow,
    history,
    settings,
    clock,
    toast: (m) => void toasts.push(m),
  })
  return { store, flow, history, toasts }
}

describe('HotelSearchStore', () => {
  it('loads hot cities, cities and server history', async () => {
    const { store } = setup()
    expect(await store.fetchCities()).toBe(true)
    expect(store.hotCities).toHaveLength(1)
    expect(store.history).toEqual([{ cityCode: 'BJ', cityName: '北京', cityTier: 1, keyword: '国贸' }])
    store.setCityKeyword('bei')
    expect(store.matchedCities.map((c) => c.CityCode)).toEqual(['BJ'])
  })

  it('setStay takes 入住 and 离店 chosen together on the range calendar (decision 0822)', () => {
    const { store, flow } = setup()
    store.setStay('2026-11-25', '2026-11-28')
    expect([flow.form.arrivalDate, flow.form.departureDate]).toEqual(['2026-11-25', '2026-11-28'])
    store.chooseCity({ CityCode: 'GZ', CityName: '广州', Tier: 1 })
    expect(store.submit()).toMatchObject({ arrivalDate: '2026-11-25', departureDate: '2026-11-28' })
  })

  it('a failed load is an error state with the server message', async () => {
    const { store } = setup(undefined, () => Promise.reject({ Code: '5000', Msg: '系统繁忙' }))
    await store.fetchCities()
    expect(store.load.status).toBe('error')
    expect(store.load.errorMessage).toBe('系统繁忙')
  })

  it('submit: city needed, dates checked, history recorded (newest first), list query returned', () => {
    const { store, history, toasts } = setup()
    expect(store.submit()).toBeNull()
    expect(toasts).toEqual(['请选择目的地'])
    store.chooseCity({ CityCode: 'GZ', CityName: '广州', Tier: 1 })
    store.setKeyword('天河')
    store.setArrival('2026-12-30')
    expect(store.submit()).toBeNull()
    expect(toasts[1]).toBe('仅支持预订30天内入住的酒店')
    store.setArrival('2026-11-25')
    expect(store.submit()).toEqual({
      cityCode: 'GZ', cityName: '广州', cityTier: '1', arrivalDate: '2026-11-25', departureDate: '2026-11-26', keyword: '天河',
    })
    expect(history.history.hotel[0]).toEqual({ cityCode: 'GZ', cityName: '广州', cityTier: 1, keyword: '天河' })
    expect(store.history[0].cityCode).toBe('GZ')
  })

  it('IsPermittedBookHotel is needed for business travel, not private', () => {
    const { store, toasts } = setup({ HotelAdvanceDay: 30, IsPermittedBookHotel: false })
    store.chooseCity({ CityCode: 'GZ', CityName: '广州', Tier: 1 })
    expect(store.submit()).toBeNull()
    expect(toasts).toEqual([NO_HOTEL_PERMISSION])
    store.open(true)
    expect(store.submit()).toMatchObject({ isPrivate: '1' })
  })

  it('a different city clears keyword and point; history pick fills the form; stale dates move to today', () => {
    const { store, flow } = setup()
    store.chooseCity({ CityCode: 'GZ', CityName: '广州', Tier: 1 })
    store.setKeyword('天河')
    store.chooseCity({ CityCode: 'GZ', CityName: '广州', Tier: 1 })
    expect(flow.form.keyword).toBe('天河')
    store.chooseCity({ CityCode: 'BJ', CityName: '北京', Tier: 1 })
    expect(flow.form.keyword).toBe('')
    store.chooseHistory({ cityCode: 'SZ', cityName: '深圳', cityTier: 1, keyword: '南山' })
    expect(flow.form).toMatchObject({ cityCode: 'SZ', keyword: '南山' })
    flow.patchForm({ arrivalDate: '2026-11-01', departureDate: '2026-11-03' })
    store.open(false)
    expect(flow.form).toMatchObject({ arrivalDate: TODAY, departureDate: '2026-11-24', isPrivate: false })
    store.clearHistory()
    expect(store.history).toEqual([])
  })

  it('凌晨入住: at 02:00 Shanghai last night is on sale and said; from 06:00 it is refused (clock injected)', () => {
    const { flow } = testFlow()
    let now = Date.parse('2026-11-22T02:00:00+08:00')
    const toasts: string[] = []
    const store = new HotelSearchStore({
      api: { recommendCities: (async () => cities) as never }, flow, history: new SearchCacheStore({ clock: fakeClock(), storage: memoryStorage() }),
      settings: { HotelAdvanceDay: 30, IsPermittedBookHotel: true }, clock: { now: () => now }, toast: (m) => void toasts.push(m),
    })
    expect([store.firstArrival, store.lateNightNotice]).toEqual(['2026-11-21', '凌晨入住：6:00前可预订2026-11-21入住（今晚凌晨）'])
    store.chooseCity({ CityCode: 'GZ', CityName: '广州', Tier: 1 })
    store.setArrival('2026-11-21')
    expect(store.submit()).toMatchObject({ arrivalDate: '2026-11-21', departureDate: '2026-11-22' })
    store.open(false)
    expect(flow.form.arrivalDate).toBe('2026-11-21')
    now = Date.parse('2026-11-22T06:00:00+08:00')
    expect([store.firstArrival, store.lateNightNotice]).toEqual(['2026-11-22', ''])
    expect(store.submit()).toBeNull()
    expect(toasts.at(-1)).toBe('入住日期不能早于今天')
  })
})
