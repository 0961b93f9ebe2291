import { initPxTransform } from '@test/shell/taro'
import { listPage } from '@test/hotel/testFlow'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import HotelListScreen from './HotelListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const SEARCH = 'hotel/api/hotel/info/SearchHotelList'
const tomorrow = (offset: number) => new Date(Date.now() + offset * 86400000 + 8 * 3600000).toISOString().slice(0, 10)
const query = { cityCode: 'GZ', cityName: '广州', cityTier: '1', arrivalDate: tomorrow(1), departureDate: tomorrow(2) }

async function mount(answer: unknown) {
  const fake = fakeRoot({ [SEARCH]: answer }, { settings: { HotelAdvanceDay: 30 } })
  await mountWith(fake.root, <HotelListScreen routeId='hotel/list' query={query} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['hotel/list', 'hotel/detail']))

describe('HotelListScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount(() => (++attempts === 1 ? fail('酒店服务繁忙') : listPage(['h1'], 1)))
    await waitForText('酒店服务繁忙')
    await clickText('重试')
    await waitForText('酒店h1')
  })

  it('shows the empty state for a 2000 answer', async () => {
    await mount(listPage([], 0))
    await waitForText('没有找到符合条件的酒店')
  })

  it('marks over-standard hotels and shows the cheapest compliant price', async () => {
    await mount(listPage(['h1', 'over'], 2))
    await waitForText('超标需填原因')
    expect(bodyText()).toContain('符合差标')
    expect(bodyText()).toContain('您的差标：¥400/晚，差标内最低¥350起')
  })

  it('renders only a window of a 1,000-hotel result', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `x${i}`)
    const { calls } = await mount({ ...listPage(ids, 1000) })
    await waitForText('酒店x0')
    expect(document.querySelectorAll('.hotel-card').length).toBeLessThan(40)
    expect(calls.filter((c) => c.path.endsWith('SearchHotelList'))).toHaveLength(1)
  })
})
