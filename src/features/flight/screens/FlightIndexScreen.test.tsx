import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, click, clickText, mountWith, waitForText } from '@test/shared/render'
import FlightIndexScreen from './FlightIndexScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const NO_RIGHT = '您没有预订国际机票的权限，请联系企业管理员'

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['flight/index', 'flight/list', 'product3.0/flight/index', 'product3.0/flight/list', 'flight/internationalList']))
afterEach(() => jest.restoreAllMocks())

describe('FlightIndexScreen: the international right is said at the entry (issue 34)', () => {
  it('without the right, 国际/港澳台 says so at once and the search does not go on to the form', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({}, { settings: { IsPermittedBookInternationalFlight: false } })
    await mountWith(fake.root, <FlightIndexScreen routeId='flight/index' variant='v1' query={{ isInternational: '1' }} />)
    await waitForText(NO_RIGHT)
    await clickText('搜索航班')
    expect(navigateTo).not.toHaveBeenCalled()
    expect(fake.toasts).toContain(NO_RIGHT)
    await clickText('国内')
    expect(bodyText()).not.toContain(NO_RIGHT)
  })

  it('with the right, nothing is said', async () => {
    const fake = fakeRoot({}, { settings: { IsPermittedBookInternationalFlight: true } })
    await mountWith(fake.root, <FlightIndexScreen routeId='flight/index' variant='v1' query={{ isInternational: '1' }} />)
    await waitForText('搜索航班')
    expect(bodyText()).not.toContain(NO_RIGHT)
  })
})

describe('FlightIndexScreen: the departure date is chosen on the fare calendar (issue 34)', () => {
  const monthOf = (date: string) => date.slice(0, 7)
  it('opens a month view with 休/班 from the holiday calendar, each day\'s lowest fare, and takes the day tapped', async () => {
    const fares = (body: { StartDate: string; EndDate: string }) => {
      const days = []
      for (let d = body.StartDate; d <= body.EndDate; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
        days.push({ Date: d, LowestFareFen: 40000 + Number(d.slice(8)) * 1000 })
      }
      return { Days: days }
    }
    const fake = fakeRoot({
      'b2b/Flight/QueryLowestFares': fares,
      'tripwise-m-api/holidayCalendar/getInfoByMonth': (query: { month: string }) => ({
        Month: query.month,
        Days: [{ Date: `${query.month}-28`, Name: '测试节', IsOffDay: true, Type: 1, IsProvisional: false }, { Date: `${query.month}-27`, Name: '测试节', IsOffDay: false, Type: 2, IsProvisional: false }],
      }),
    }, { settings: { IsPermittedBookInternationalFlight: true } })
    await mountWith(fake.root, <FlightIndexScreen routeId='flight/index' variant='v1' query={{}} />)
    await waitForText('搜索航班')
    await clickText('出发日期')
    await waitForText('价格为经济舱单程最低价，不含税费')
    const departure = fake.calls.find((c) => c.path === 'Flight/QueryLowestFares')?.body as { StartDate: string; EndDate: string; DepartCityCode: string }
    expect(departure.StartDate.slice(0, 7)).toBe(monthOf(departure.EndDate))
    expect(fake.calls.some((c) => c.path === 'holidayCalendar/getInfoByMonth' && c.options?.method === 'GET')).toBe(true)
    const month = monthOf(departure.EndDate)
    await waitForText('¥')
    const last = document.querySelector(`[data-date="${departure.EndDate}"]`) as HTMLElement
    expect(last.getAttribute('aria-label')).toContain(`¥${400 + Number(departure.EndDate.slice(8)) * 10}起`)
    expect(document.querySelector(`[data-date="${month}-28"]`)?.textContent).toContain('休')
    expect(document.querySelector(`[data-date="${month}-27"]`)?.textContent).toContain('班')
    await click(last)
    await waitForText(departure.EndDate)
    expect(bodyText()).not.toContain('价格为经济舱单程最低价')
  })
})
