import type { QueryOrderExtData } from '@api/car'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { fail } from '@test/shared/fakeRequest'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import CarOrderDetailScreen from './CarOrderDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const place = (Name: string, Longitude: number, Latitude: number) => ({ Name, Address: '', CityCode: '310100', Longitude, Latitude })
const order = (over: Partial<QueryOrderExtData> = {}): QueryOrderExtData => ({
  OrderNo: 'C20261201100001', OrderStatus: 'Confirmed', OrderStatusText: '已确认', RidePhase: 'arriving', RidePhaseText: '司机正在赶来',
  UseType: 1, UseTypeName: '立即用车', CarType: 1, CarTypeName: '经济型', DepartTime: null, Start: place('上海虹桥站东出口网约车上车点', 121.3223, 31.1941),
  End: place('人民广场', 121.4737, 31.2304), Distance: 19_600, Duration: 49, EstimateFen: 9_000, FinalFen: null, CancelFeeFen: 0,
  Driver: { Name: '王师傅', Phone: '139****5678', CarPlate: '沪A·D12345', CarModel: '大众朗逸', CarColor: '白色', Longitude: 121.33, Latitude: 31.2 },
  DriverEtaMinutes: 3, Reason: '', CanCancel: true, CreatedAt: '2026-12-01T09:00:00+08:00', Flight: null, Rental: null, ...over,
})

async function mount(table: Record<string, unknown>) {
  const fake = fakeRoot(table)
  await mountWith(fake.root, <CarOrderDetailScreen routeId='order3.0/car/detail' query={{ orderNo: 'C20261201100001' }} />)
  return fake
}

beforeAll(initPxTransform)

describe('CarOrderDetailScreen', () => {
  it('shows an error with retry, then the trip with the driver on the map', async () => {
    let attempts = 0
    await mount({ 'car/api/order/QueryOrderExt': async () => (++attempts === 1 ? fail('订单不存在', '4004') : order()) })
    await waitForText('订单不存在')
    await clickText('重试')
    await waitForText('司机正在赶来')
    const text = bodyText()
    expect(text).toContain('沪A·D12345')
    expect(text).toContain('司机预计3分钟后到达')
    expect(text).toContain('¥90.00')
    expect(document.querySelector('.car-map-box')).not.toBeNull()
  })

  it('a scheduled ride (预约用车) says its booked time; a ride called now has none', async () => {
    await mount({ 'car/api/order/QueryOrderExt': order({ UseType: 2, UseTypeName: '预约用车', DepartTime: '2026-12-02T09:30:00+08:00', RidePhase: 'dispatching', RidePhaseText: '等待派车', Driver: null, DriverEtaMinutes: null }) })
    await waitForText('等待派车')
    expect(bodyText()).toContain('用车时间12月2日 周三 09:30')
  })

  it('a 接机 names its flight, and says when a delay moved the pick-up', async () => {
    await mount({ 'car/api/order/QueryOrderExt': order({
      UseType: 3, UseTypeName: '接机', DepartTime: '2026-12-02T12:25:00+08:00', RidePhase: 'dispatching', RidePhaseText: '正在为您派车', Driver: null, DriverEtaMinutes: null,
      Flight: { FlightNo: 'MU5101', FlightDate: '2026-12-02', Status: 'delayed', StatusText: '延误', Notice: '航班MU5101延误，接机时间已随航班调整' },
    }) })
    await waitForText('接机航班')
    const text = bodyText()
    expect(text).toContain('MU5101 · 延误')
    expect(text).toContain('接机时间已随航班调整')
    expect(text).toContain('用车时间12月2日 周三 12:25')
  })

  it('a finished 半日租 shows its package, what it used and the overtime and over-distance charges', async () => {
    await mount({ 'car/api/order/QueryOrderExt': order({
      UseType: 6, UseTypeName: '日租', RidePhase: 'finished', RidePhaseText: '已到达目的地，费用已确认', Driver: null, DriverEtaMinutes: null, CanCancel: false,
      EstimateFen: 29_800, FinalFen: 35_930,
      Rental: { PackageCode: 'half', PackageName: '半日租', Hours: 4, Km: 50, OvertimeFenPerMinute: 80, OverKmFenPerKm: 250, Text: '4小时50公里 · 超时¥0.8/分钟 · 超里程¥2.5/公里',
        UsedMinutes: 276, UsedMetres: 62_300, OvertimeMinutes: 36, OvertimeFen: 2_880, OverKm: 13, OverKmFen: 3_250 },
    }) })
    await waitForText('套餐费')
    const text = bodyText()
    expect(text).toContain('半日租 4小时50公里')
    expect(text).toContain('用车时长4小时36分钟 · 62.3公里')
    expect(text).toContain('超时费（36分钟）¥28.80')
    expect(text).toContain('超里程费（13公里）¥32.50')
    expect(text).toContain('实际车费¥359.30')
  })

  it('shows the driver\'s number as the server masks it', async () => {
    await mount({ 'car/api/order/QueryOrderExt': order() })
    await waitForText('司机正在赶来')
    expect(bodyText()).toContain('王师傅 139****5678')
  })

  it('a ride called now shows no booked time', async () => {
    await mount({ 'car/api/order/QueryOrderExt': order() })
    await waitForText('司机正在赶来')
    expect(bodyText()).not.toContain('用车时间')
  })

  it('cancels with a reason after showing the fee', async () => {
    let cancelled = false
    await mount({
      'car/api/order/QueryOrderExt': async () => (cancelled ? order({ RidePhase: 'cancelled', RidePhaseText: '订单已取消', CanCancel: false, FinalFen: 500, CancelFeeFen: 500, Driver: null, DriverEtaMinutes: null }) : order()),
      'car/api/order/GetCancelConsume': { CanCancel: true, CancelFeeFen: 500, Tip: '司机已接单超过2分钟，取消将收取¥5取消费' },
      'car/api/order/GetCancelReasonDesc': { Reasons: ['行程有变，暂不需要用车'] },
      'car/api/order/CancelOrder': async () => {
        cancelled = true
        return { OrderNo: 'C20261201100001', OrderStatus: 'Cancelled', CancelFeeFen: 500 }
      },
    })
    await waitForText('取消用车')
    await clickText('取消用车')
    await waitForText('取消将收取¥5取消费')
    await clickText('行程有变，暂不需要用车')
    await clickText('确认取消')
    await waitForText('订单已取消')
    expect(bodyText()).toContain('取消费')
  })
})
