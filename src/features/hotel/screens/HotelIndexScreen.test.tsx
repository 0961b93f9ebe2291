import { addDaysWire, todayWire } from '@/core/format'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, click, clickText, mountWith, waitForText } from '@test/shared/render'
import HotelIndexScreen from './HotelIndexScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['hotel/index', 'hotel/list', 'hotel/city']))
afterEach(() => jest.restoreAllMocks())

const sheet = () => document.querySelector<HTMLElement>('.travel-calendar')
const cell = (date: string) => document.querySelector<HTMLElement>(`.travel-calendar [data-date="${date}"]`)

/** Taps a day of the open calendar, moving on a month first when it lies in the next one. */
async function tapDay(date: string) {
  if (!cell(date)) await click(document.querySelector('.travel-calendar [aria-label="下个月"]')!)
  await click(cell(date)!)
}

function setup() {
  return fakeRoot({
    'hotel-front-api/hotel-home/recommend-data-city': { HotCities: [], Cities: [], HistoryList: [] },
    'tripwise-m-api/holidayCalendar/getInfoByMonth': (query: { month: string }) => ({
      Month: query.month,
      Days: [{ Date: `${query.month}-28`, Name: '测试节', IsOffDay: true, Type: 1, IsProvisional: false }],
    }),
  }, { settings: { IsPermittedBookHotel: true, HotelAdvanceDay: 60 } })
}

describe('HotelIndexScreen: 入住 and 离店 on one range calendar (issue 34, decision 0822)', () => {
  it('opens one calendar on the stay, takes 入住 then 离店 and shows the nights', async () => {
    const fake = setup()
    await mountWith(fake.root, <HotelIndexScreen routeId='hotel/index' variant='v1' query={{}} />)
    await waitForText('离店')
    const arrival = bodyText().match(/入住(\d{4}-\d{2}-\d{2})/)?.[1] as string
    await clickText('入住')
    await waitForText('选择入住和离店日期')
    expect(sheet()).not.toBeNull()
    expect(cell(arrival)?.getAttribute('aria-pressed')).toBe('true')
    expect(cell(arrival)?.textContent).toContain('入住')
    expect(bodyText()).toContain('共1晚')

    const checkIn = addDaysWire(todayWire(), 2)
    const checkOut = addDaysWire(todayWire(), 5)
    await tapDay(checkIn)
    expect(bodyText()).toContain('请选择离店日期')
    expect(cell(checkIn)?.textContent).toContain('入住')
    expect(cell(checkIn)?.getAttribute('aria-pressed')).toBe('true')
    expect(sheet()).not.toBeNull()

    await tapDay(checkOut)
    expect(sheet()).toBeNull()
    await waitForText(`${checkOut}`)
    expect(bodyText()).toContain(checkIn)
    expect(bodyText()).toContain('共3晚')
  })

  it('marks holidays as the travel calendar does, and the days between the two ends', async () => {
    const fake = setup()
    await mountWith(fake.root, <HotelIndexScreen routeId='hotel/index' variant='v1' query={{}} />)
    await waitForText('离店')
    await clickText('离店')
    await waitForText('选择入住和离店日期')
    const month = todayWire().slice(0, 7)
    await waitForText('休')
    expect(cell(`${month}-28`)?.textContent).toContain('休')
    expect(fake.calls.some((c) => c.path === 'holidayCalendar/getInfoByMonth')).toBe(true)
    const checkIn = addDaysWire(todayWire(), 1)
    await tapDay(checkIn)
    await tapDay(addDaysWire(todayWire(), 4))
    await clickText('入住')
    await waitForText('共3晚')
    const between = addDaysWire(todayWire(), 2)
    if (!cell(between)) await click(document.querySelector('.travel-calendar [aria-label="下个月"]')!)
    expect(cell(between)?.className).toContain('travel-calendar__day--between')
  })

  it('closed before 离店 is tapped, the stay stays as it was', async () => {
    const fake = setup()
    await mountWith(fake.root, <HotelIndexScreen routeId='hotel/index' variant='v1' query={{}} />)
    await waitForText('离店')
    const before = bodyText()
    await clickText('入住')
    await waitForText('选择入住和离店日期')
    await tapDay(addDaysWire(todayWire(), 3))
    await click(document.querySelector('.layout-header__btn-close')!)
    expect(sheet()).toBeNull()
    expect(bodyText()).toBe(before)
  })
})
