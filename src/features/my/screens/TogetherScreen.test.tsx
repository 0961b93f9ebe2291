import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import TogetherScreen from './TogetherScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'my2.0/together']))

describe('同行同事', () => {
  it('groups colleagues under each coming trip', async () => {
    const { root } = fakeRoot({
      'common/api/order/GetTogetherList': {
        Trips: [{
          OrderNo: 'H1', ProductType: 1, Title: '全季酒店(上海虹桥枢纽店)', ArrivalCityName: '上海', StartTime: '2026-06-01T14:00:00+08:00', EndTime: '2026-06-03T12:00:00+08:00',
          Companions: [{ MemberName: '李娜', ProductType: 5, Title: '北京 - 上海 CA1831', StartTime: '2026-06-02T08:00:00+08:00', EndTime: null }],
        }],
      },
    })
    await mountWith(root, <TogetherScreen routeId='my2.0/together' query={{}} />)
    await waitForText('李娜')
    expect(bodyText()).toContain('上海 · 06-01 至 06-03')
    expect(bodyText()).toContain('我的行程：酒店 全季酒店(上海虹桥枢纽店)')
    expect(bodyText()).toContain('机票 · 北京 - 上海 CA1831')
  })

  it('says when nobody travels along, after a failure and 重试', async () => {
    const fake = fakeRoot({ 'common/api/order/GetTogetherList': fail('网络不给力') })
    await mountWith(fake.root, <TogetherScreen routeId='my2.0/together' query={{}} />)
    await waitForText('网络不给力')
    fake.table['common/api/order/GetTogetherList'] = { Trips: [] }
    await clickText('重试')
    await waitForText('近期没有同行的同事')
  })
})
