import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
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
