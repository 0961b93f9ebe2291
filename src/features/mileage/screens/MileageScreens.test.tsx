import type { MileageDetail } from '@api/mileage'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { fail } from '@test/shared/fakeRequest'
import { bodyText, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import MileageDetailScreen from './MileageDetailScreen'
import MileageListScreen from './MileageListScreen'
import MileageMapScreen from './MileageMapScreen'
import MileageRecordScreen from './MileageRecordScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => {
  const base = jest.requireActual('@test/shared/taroMock').taroForScreens()
  const useReachBottom = () => undefined
  return { ...base, useReachBottom, default: Object.assign(Object.create(base.default), { useReachBottom }) }
})

const T0 = Date.now() - 10 * 60_000
const detail = (over: Partial<MileageDetail> = {}): MileageDetail => ({
  MileageId: '7', Status: 'finished', StatusText: '已完成', Purpose: '拜访客户', StartName: '人民广场', EndName: '外滩', StartedAt: '2026-12-01T09:00:00+08:00',
  FinishedAt: '2026-12-01T09:20:00+08:00', DistanceM: 9_520, AllowancePerKmFen: 80, AmountFen: 762, CostId: '',
  Track: [{ Lon: 121.4737, Lat: 31.23, At: T0 }, { Lon: 121.5737, Lat: 31.23, At: T0 + 600_000 }], ...over,
})
const SETTING = { AllowancePerKmFen: 80, NeedTravelBusiness: false, SampleSeconds: 10 }

beforeAll(initPxTransform)

describe('mileage screens', () => {
  it('record: starts a trip at the phone position with the purpose, then shows the track being recorded', async () => {
    jest.spyOn(Taro, 'getLocation').mockResolvedValue({ longitude: 121.469, latitude: 31.2325 } as never)
    const started: unknown[] = []
    let current: MileageDetail | null = null
    const fake = fakeRoot({
      'scgy/mileage/setting': SETTING,
      'scgy/mileage/current': async () => ({ Record: current }),
      'scgy/mileage/startMileage': async (body: { Point: { Lon: number; Lat: number } }) => {
        started.push(body)
        current = detail({ Status: 'recording', StatusText: '记录中', EndName: '', FinishedAt: null, DistanceM: 0, AmountFen: 0, Track: [{ ...body.Point, At: Date.now() }] })
        return { MileageId: '7', DistanceM: 0, Status: 'recording' }
      },
    })
    await mountWith(fake.root, <MileageRecordScreen />)
    await waitForText('补贴标准 ¥0.80/公里')
    await typeInto('选填，如 拜访客户', '拜访客户')
    await clickText('开始行程')
    await waitForText('行程记录中')
    const body = started[0] as { Purpose: string; Point: { Lon: number; Lat: number } }
    expect(body.Purpose).toBe('拜访客户')
    // GCJ-02 on the wire: the WGS-84 fix moved by the national offset (about +0.0045° lon, -0.002° lat in Shanghai)
    expect(body.Point.Lon).toBeGreaterThan(121.473)
    expect(body.Point.Lat).toBeLessThan(31.231)
    expect(document.querySelector('.car-map-box')).not.toBeNull()
    expect(bodyText()).toContain('结束行程')
  })

  it('list: error with retry, then the trips', async () => {
    let attempts = 0
    const fake = fakeRoot({
      'scgy/mileage/list': async () => (++attempts === 1 ? fail('网络异常，请稍后重试') : { Items: [detail()], Total: 1 }),
    })
    await mountWith(fake.root, <MileageListScreen />)
    await waitForText('网络异常，请稍后重试')
    await clickText('重试')
    await waitForText('人民广场 → 外滩')
    expect(bodyText()).toContain('9.5公里 · ¥7.62')
  })

  it('detail turns a finished trip into an expense cost', async () => {
    let claimed = false
    const fake = fakeRoot({
      'scgy/mileage/detail': async () => (claimed ? detail({ Status: 'claimed', StatusText: '已生成费用', CostId: '100001' }) : detail()),
      'scgy/mileage/needTravelBusiness': { NeedTravelBusiness: false, Tip: '' },
      'scgy/mileage-order/saveMileageOrder': async () => {
        claimed = true
        return { MileageId: '7', CostId: '100001', AmountFen: 762 }
      },
    })
    await mountWith(fake.root, <MileageDetailScreen routeId='scgy/detail' query={{ mileageId: '7' }} />)
    await waitForText('¥0.80/公里')
    await clickText('生成报销费用')
    await waitForText('已生成交通费 ¥7.62')
    await waitForText('已生成费用')
  })

  it('map: the track with its start and end', async () => {
    const fake = fakeRoot({ 'scgy/mileage/detail': detail() })
    await mountWith(fake.root, <MileageMapScreen routeId='scgy/map-container' query={{ mileageId: '7' }} />)
    await waitForText('2个定位点')
    expect(document.querySelector('.car-map-box')).not.toBeNull()
  })
})
