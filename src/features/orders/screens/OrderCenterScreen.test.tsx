import type { OrderListRequest } from '@api/order'
import Taro from '@tarojs/taro'
import { registerProducts } from '@/products'
import { initPxTransform } from '@test/shell/taro'
import { clearProductExtensions } from '../public'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { reachBottom } from '@test/order/taroMockWithReachBottom'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import OrderCenterScreen from './OrderCenterScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const order = (no: string, patch = {}) => ({
  OrderNo: no,
  ProductType: 1,
  Status: 'PendingPayment',
  StatusText: '待支付',
  Title: `酒店${no}`,
  Subtitle: '豪华大床房 · 1间 · 2晚',
  StartDate: '2026-12-01',
  EndDate: '2026-12-03',
  TravellerNames: '张三',
  TotalFen: 100000,
  CreatedAt: '2026-11-30T12:00:00+08:00',
  PayDeadline: null,
  ...patch,
})
const pageOf = (body: OrderListRequest, total: number) => ({
  Orders: Array.from({ length: Math.min(10, total - (body.PageIndex - 1) * 10) }, (_, i) => order(`H${(body.PageIndex - 1) * 10 + i + 1}`)),
  Total: total,
  PageIndex: body.PageIndex,
  PageSize: 10,
})

async function mount(list: unknown, query: Record<string, string> = {}) {
  registerProducts()
  const fake = fakeRoot({ 'b2b/Order/GetOrderList': list })
  await mountWith(fake.root, <OrderCenterScreen routeId='order/index' query={query} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order/index', 'order3.0/hotel/detail']))
afterEach(() => {
  jest.restoreAllMocks()
  clearProductExtensions()
})

describe('OrderCenterScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('shows 暂无订单 for an empty tab', async () => {
    await mount({ Orders: [], Total: 0, PageIndex: 1, PageSize: 10 })
    await waitForText('暂无订单')
    for (const title of ['全部', '待审批', '待支付', '已确认', '已完成', '已取消']) expect(bodyText()).toContain(title)
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount((body: OrderListRequest) => (++attempts === 1 ? fail('订单服务异常') : pageOf(body, 1)))
    await waitForText('订单服务异常')
    await clickText('重试')
    await waitForText('酒店H1')
  })

  it('lists orders, loads the next page, filters by tab and product, and opens a hotel order', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls } = await mount((body: OrderListRequest) => pageOf(body, 12), { tab: 'pendingPayment' })
    await waitForText('酒店H10')
    expect(bodyText()).toContain('¥1,000.00')
    reachBottom()
    await waitForText('酒店H12')
    expect(bodyText()).toContain('没有更多了')
    await clickText('已取消')
    await flush()
    await clickText('机票')
    await flush()
    const bodies = calls.map((c) => c.body as OrderListRequest)
    expect(bodies.map((b) => [b.Tab, b.ProductType ?? 0, b.PageIndex])).toEqual([
      ['pendingPayment', 0, 1],
      ['pendingPayment', 0, 2],
      ['cancelled', 0, 1],
      ['cancelled', 5, 1],
    ])
    expect(calls[0].options).toMatchObject({ acceptCodes: ['2000'] })
    await clickText('酒店H1')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/hotel/detail?orderNo=H1' })
  })

  it("a hotel order's card takes its mark and lines from hotel's extension", async () => {
    await mount({ Orders: [order('H1')], Total: 1, PageIndex: 1, PageSize: 10 })
    await waitForText('酒店H1')
    expect(document.querySelector('.order-card__mark--hotel')?.getAttribute('data-icon')).toBe('hotel')
    expect(bodyText()).toContain('豪华大床房 · 1间 · 2晚')
    expect(bodyText()).toContain('2026-12-01 至 2026-12-03')
  })

  it('an order of a product without extension shows a generic row and toasts instead of opening', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const takeout = order('W1', { ProductType: 8, Title: '', Subtitle: '', StartDate: '2026-12-01', EndDate: '2026-12-01', StatusText: '已完成', TotalFen: 3900 })
    const { toasts } = await mount({ Orders: [takeout], Total: 1, PageIndex: 1, PageSize: 10 })
    await waitForText('外卖订单')
    expect(bodyText()).toContain('已完成')
    expect(bodyText()).toContain('¥39.00')
    expect(document.querySelector('.order-card__mark--takeout')?.getAttribute('data-icon')).toBe('takeout')
    await clickText('外卖订单')
    expect(navigateTo).not.toHaveBeenCalled()
    expect(toasts).toEqual(['暂不支持查看该订单'])
  })
})
