import Taro from '@tarojs/taro'
import type { FlightItem } from '@api/flight'
import type { TrainItem } from '@api/train'
import { todayWire, addDaysWire } from '@/core/format'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import IntegratedTrafficScreen from './IntegratedTrafficScreen'
import LineIndexScreen from './LineIndexScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const LINES = 'b2b/Order/GetFrequentLines'
const CITIES = 'b2b/Flight/GetFlightCities'
const TRAINS = 'b2b/TrainTicket/QueryTrainList'
const FLIGHTS = 'b2b/Flight/QueryFlightList'
const city = (CityCode: string, CityName: string, Pinyin: string) => ({ CityCode, CityName, Pinyin, IsInternational: false, Country: '中国', Continent: '亚洲', Airports: [] })
const cities = { Hot: [city('BJS', '北京', 'beijing'), city('SHA', '上海', 'shanghai')], Cities: [city('BJS', '北京', 'beijing'), city('SHA', '上海', 'shanghai'), city('SZX', '深圳', 'shenzhen')] }
const g1: TrainItem = {
  TrainNo: 'G1', TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, DistanceKm: 1318,
  Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 55350, Remaining: 10 }],
}
const mu = (date: string) => ({
  FlightNo: 'MU5101', AirlineCode: 'MU', AirlineName: '东方航空', AircraftType: '空客330', DepartAirportCode: 'PEK', DepartAirportName: '首都机场', DepartTerminal: 'T2',
  ArriveAirportCode: 'SHA', ArriveAirportName: '虹桥机场', ArriveTerminal: 'T2', DepartTime: `${date} 08:00`, ArriveTime: `${date} 10:15`, DurationMinutes: 135, CrossDays: 0,
  IsShared: false, OperatingFlightNo: '', StopCity: '', OnTimeRate: 88, LowestFareFen: 98000, LowestDiscount: 700, LowestCabinClass: 'Y', SeatsLeft: 9, DocumentArea: 'domestic',
}) as FlightItem

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['product2.0/lineIndex', 'product3.0/integratedTraffic/index', 'train/list', 'train/detail', 'train/writeOrder', 'flight/detail', 'flight/list', 'product3.0/flight/detail']))

describe('交通首页', () => {
  it('lists the frequent lines and opens the train list, the flight search and 综合查询 from them', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({
      [CITIES]: cities,
      [LINES]: { Lines: [{ FromCity: '上海', ToCity: '深圳', FromFlightCode: 'SHA', ToFlightCode: 'SZX', HasTrain: true, Trips: 3, TrainTrips: 1, FlightTrips: 2, LastDate: '2099-11-20' }] },
    })
    await mountWith(root, <LineIndexScreen />)
    await waitForText('上海 → 深圳')
    expect(bodyText()).toContain('近一年出行3次（火车1次 · 飞机2次）')
    await clickSelector('.traffic-line .traffic-line__go')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toMatch(/^\/pages\/train\/list\/list\?from=%E4%B8%8A%E6%B5%B7&to=%E6%B7%B1%E5%9C%B3&date=\d{4}-\d{2}-\d{2}&highSpeed=0$/)
    await clickText('查机票')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('/pages/product2.0/flight/list/list?from=SHA&fromName=%E4%B8%8A%E6%B5%B7&to=SZX')
    await clickText('综合查询')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('/pages/product3.0/integratedTraffic/index?from=')
  })

  it('says 最近 only of a trip taken: a line booked only ahead has no 最近 (issue 34)', async () => {
    const line = { FromFlightCode: 'SHA', ToFlightCode: 'SZX', HasTrain: true, Trips: 1, TrainTrips: 0, FlightTrips: 1 }
    const { root } = fakeRoot({
      [CITIES]: cities,
      [LINES]: { Lines: [{ ...line, FromCity: '上海', ToCity: '深圳', LastDate: '2026-11-18' }, { ...line, FromCity: '上海', ToCity: '成都', LastDate: '' }] },
    })
    await mountWith(root, <LineIndexScreen />)
    await waitForText('上海 → 成都')
    expect(bodyText()).toContain('近一年出行1次（火车0次 · 飞机1次） · 最近 2026-11-18')
    expect(bodyText()).not.toMatch(/最近\s*(上海|查|$)/)
    expect(bodyText().match(/最近/g)).toHaveLength(1)
  })

  it('says when there is no line yet, refuses the same city twice', async () => {
    const { root, toasts } = fakeRoot({ [CITIES]: cities, [LINES]: { Lines: [] } })
    await mountWith(root, <LineIndexScreen />)
    await waitForText('暂无常用线路')
    await clickSelector('.traffic-to')
    await waitForText('选择到达城市')
    await clickSelector('.traffic-sheet__city')
    await flush()
    await clickSelector('.traffic-go-train')
    expect(toasts.at(-1)).toBe('出发城市和到达城市不能相同')
  })
})

describe('综合交通', () => {
  const date = addDaysWire(todayWire(), 1)
  it('shows trains and flights together by departure time; each opens its own booking', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({ [CITIES]: cities, [TRAINS]: { Trains: [g1] }, [FLIGHTS]: { Flights: [mu(date)] } })
    await mountWith(root, <IntegratedTrafficScreen routeId='product3.0/integratedTraffic/index' query={{ from: '北京', fromCode: 'BJS', to: '上海', toCode: 'SHA', date }} />)
    await waitForText('MU5101')
    expect(calls.find((c) => c.path === 'TrainTicket/QueryTrainList')?.body).toEqual({ From: '北京', To: '上海', Date: date, OnlyHighSpeed: 0 })
    expect(calls.find((c) => c.path === 'Flight/QueryFlightList')?.body).toEqual({ DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date, CabinClass: '' })
    const text = bodyText()
    expect(text.indexOf('G1')).toBeLessThan(text.indexOf('MU5101'))
    expect(text).toContain('全部(2)')
    await clickText('飞机(1)')
    expect(bodyText()).not.toContain('北京南')
    await clickSelector('.flight-card')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain(`/pages/product3.0/flight/detail/detail?flightNo=MU5101&date=${date}&from=BJS&to=SHA`)
    await clickText('全部(2)')
    await clickText('二等座')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('/pages/train/writeOrder/writeOrder?trainNo=G1')
  })

  it('no train (2000) still shows the flights; a failed flight search says so and retries', async () => {
    let flightTries = 0
    const { root } = fakeRoot({
      [CITIES]: cities, [TRAINS]: fail('暂无直达车次', '2000'),
      [FLIGHTS]: () => (++flightTries === 1 ? fail('航班服务繁忙') : { Flights: [mu(date)] }),
    })
    await mountWith(root, <IntegratedTrafficScreen routeId='product3.0/integratedTraffic/index' query={{ from: '北京', fromCode: 'BJS', to: '上海', toCode: 'SHA', date }} />)
    await waitForText('飞机：航班服务繁忙（点此重试）')
    expect(bodyText()).toContain('暂无可订的火车和航班')
    await clickText('飞机：航班服务繁忙（点此重试）')
    await waitForText('MU5101')
    expect(bodyText()).toContain('火车 无')
  })

  it('beyond the train presale only flights are searched', async () => {
    const far = addDaysWire(todayWire(), 30)
    const { root, calls } = fakeRoot({ [CITIES]: cities, [FLIGHTS]: { Flights: [mu(far)] } })
    await mountWith(root, <IntegratedTrafficScreen routeId='product3.0/integratedTraffic/index' query={{ from: '北京', fromCode: 'BJS', to: '上海', toCode: 'SHA', date: far }} />)
    await waitForText('MU5101')
    expect(bodyText()).toContain('火车：火车票仅可预订15天内的车票')
    expect(calls.some((c) => c.path === 'TrainTicket/QueryTrainList')).toBe(false)
  })
})
