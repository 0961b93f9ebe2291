import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith } from '@test/shared/render'
import IntroductionScreen from './IntroductionScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'index3.0/introduction']))
afterEach(() => jest.restoreAllMocks())

describe('IntroductionScreen', () => {
  it("describes the products in the brand's name", async () => {
    const { root } = fakeRoot({})
    runInAction(() => (root.platform.agentAppName = '东呈商旅'))
    await mountWith(root, <IntroductionScreen routeId='index3.0/introduction' query={{}} />)
    expect(bodyText()).toContain('东呈商旅：企业差旅一站式管理')
    for (const title of ['机票', '火车票', '酒店', '用车', '审批']) expect(bodyText()).toContain(title)
  })

  it('opens the home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({})
    await mountWith(root, <IntroductionScreen routeId='index3.0/introduction' query={{}} />)
    await clickText('进入首页')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })
})
