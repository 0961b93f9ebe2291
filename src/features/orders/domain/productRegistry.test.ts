import type { OrderListItem } from '@api/order'
import type { ProductExtension } from './productExtension'
import {
  approvalDetailRoute, clearProductExtensions, hasProductExtension, orderDetailRoute, orderTitle, productExtension, productStatusText,
  registerProductExtension,
} from './productRegistry'

const flight: ProductExtension = {
  code: 5,
  key: 'flight',
  name: '机票',
  mark: '机',
  orderDetailRoutes: ['order3.0/flight/detail', 'order2.0/flight/detail'],
  approvalDetailRoutes: ['order2.0/flight/approval'],
  extraStatusTexts: { CheckedIn: '已值机' },
  actionLinks: [],
  orderLines: (order) => [`${order.Subtitle} 航班`],
  approvalLines: () => [],
  tripLine: (trip) => `${trip.DepartureName}-${trip.ArrivalName}`,
  cashierSummary: (info) => info.Title,
  paidNote: '出票中',
}

const order = (over: Partial<OrderListItem>): OrderListItem => ({
  OrderNo: 'T1', ProductType: 6, Status: 'Confirmed', StatusText: '已确认', Title: '', Subtitle: 'G1 二等座', StartDate: '2026-05-01',
  EndDate: '2026-05-01', TravellerNames: '张三', TotalFen: 55300, CreatedAt: '2026-04-01T10:00:00+08:00', PayDeadline: null, ...over,
})

afterEach(() => clearProductExtensions())

describe('product registry', () => {
  it('answers the registered extension by code, from numbers and query strings', () => {
    registerProductExtension(flight)
    expect(productExtension(5)).toBe(flight)
    expect(productExtension('5')).toBe(flight)
    expect(hasProductExtension(5)).toBe(true)
    expect(hasProductExtension(6)).toBe(false)
  })

  it('a later registration of the same code replaces the first', () => {
    registerProductExtension(flight)
    const other = { ...flight, name: '国内机票' }
    registerProductExtension(other)
    expect(productExtension(5).name).toBe('国内机票')
  })

  it('falls back to a generic product: its name, the server lines, nothing to open', () => {
    const train = productExtension(6)
    expect(train).toMatchObject({ code: 6, key: 'train', name: '火车票', mark: '火', orderDetailRoutes: [], approvalDetailRoutes: [] })
    expect(train.orderLines(order({}))).toEqual(['G1 二等座', '2026-05-01'])
    expect(train.orderLines(order({ Subtitle: '', EndDate: '2026-05-02' }))).toEqual(['2026-05-01 至 2026-05-02'])
    expect(train.cashierSummary({ Title: '', Subtitle: '' })).toBe('火车票订单')
    expect(productExtension(8)).toMatchObject({ code: 8, name: '外卖' })
    expect(productExtension(42)).toMatchObject({ code: 0, key: 'other', name: '其他' })
  })

  it('opens the first live detail route of the product, none for a product without extension', () => {
    registerProductExtension(flight)
    const live = (id: string) => id === 'order2.0/flight/detail' || id === 'order2.0/flight/approval'
    expect(orderDetailRoute(5, live)).toBe('order2.0/flight/detail')
    expect(orderDetailRoute(5, () => false)).toBeNull()
    expect(approvalDetailRoute('5', live)).toBe('order2.0/flight/approval')
    expect(orderDetailRoute(6, () => true)).toBeNull()
    expect(approvalDetailRoute(9, () => true)).toBeNull()
  })

  it("texts a status by the product's own states first, then the common ones", () => {
    registerProductExtension(flight)
    expect(productStatusText(5, 'CheckedIn')).toBe('已值机')
    expect(productStatusText(5, 'Confirmed')).toBe('已确认')
    expect(productStatusText(6, 'CheckedIn')).toBe('已入住')
  })

  it("titles an order by the server's title, else by the product name", () => {
    expect(orderTitle(5, 'MU5101')).toBe('MU5101')
    expect(orderTitle(5, '')).toBe('机票订单')
    expect(orderTitle(8, '')).toBe('外卖订单')
  })
})
