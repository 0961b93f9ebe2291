import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { initPxTransform } from '@/shell/testing/taro'
import { fakeRoot } from '../../shared/testing/fakeRoot'
import { setLiveRoutes } from '../../shared/testing/liveRegistry'
import { bodyText, clickText, mountWith } from '../../shared/testing/render'
import IntroductionScreen from './IntroductionScreen'

jest.mock('@/routes/registry', () => jest.requireActual('../../shared/testing/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('../../shared/testing/taroMock').taroForScreens())

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
