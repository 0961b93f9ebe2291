import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import HotelIndexScreen from './HotelIndexScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const CITIES = 'hotel-front-api/hotel-home/recommend-data-city'
const data = {
  HotCities: [{ CityCode: 'GZ', CityName: '广州', Pinyin: 'guangzhou', Tier: 1, Lat: 0, Lon: 0 }],
  Cities: [],
  HistoryList: [],
}

async function mount(answer: unknown, props: { variant?: 'v1' | 'v3'; query?: Record<string, string> } = {}, permitted = true) {
  const fake = fakeRoot({ [CITIES]: answer }, { settings: { IsPermittedBookHotel: permitted, HotelAdvanceDay: 30 } })
  await mountWith(fake.root, <HotelIndexScreen routeId='hotel/index' variant={props.variant} query={props.query ?? {}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['hotel/index', 'hotel/list', 'product3.0/hotel/list']))

describe('HotelIndexScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
    expect(bodyText()).toContain('查询酒店')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount(() => (++attempts === 1 ? fail('城市服务异常') : data))
    await waitForText('城市服务异常')
    await clickText('重试')
    await waitForText('热门城市')
  })

  it('shows the empty state', async () => {
    await mount({ HotCities: [], Cities: [], HistoryList: [] })
    await waitForText('暂无推荐城市')
  })

  it('picks a hot city and searches into the list of its line (private travel on product3.0)', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount(data, { variant: 'v3', query: { isPrivate: '1' } }, false)
    await waitForText('热门城市')
    expect(bodyText()).toContain('因私出行')
    await clickText('广州')
    await clickText('查询酒店')
    const url = String((navigateTo.mock.calls[0][0] as { url: string }).url)
    expect(url).toMatch(/^\/pages\/product3\.0\/hotel\/list\/list\?cityCode=GZ/)
    expect(url).toContain('isPrivate=1')
  })

  it('business travel without IsPermittedBookHotel is refused', async () => {
    const { toasts } = await mount(data, {}, false)
    await waitForText('热门城市')
    await clickText('广州')
    await clickText('查询酒店')
    expect(toasts).toEqual(['您暂无预订酒店的权限，请联系管理员'])
  })
})
