import type { OrderListItem } from '@api/order'
import { routeById } from '@/routes/registry'
import { hotelProduct } from './product'

const order = (patch: Partial<OrderListItem> = {}): OrderListItem => ({
  OrderNo: 'H1', ProductType: 1, Status: 'Confirmed', StatusText: '已确认', Title: '北京国贸大酒店', Subtitle: '豪华大床房 · 1间 · 2晚',
  StartDate: '2026-12-01', EndDate: '2026-12-03', TravellerNames: '张三', TotalFen: 100000, CreatedAt: '2026-11-30T12:00:00+08:00',
  PayDeadline: null, ...patch,
})

describe("hotel's product extension", () => {
  it('names only routes of the registry', () => {
    const ids = [...hotelProduct.orderDetailRoutes, ...hotelProduct.approvalDetailRoutes, ...hotelProduct.actionLinks.flatMap((link) => link.routes)]
    expect(ids.length).toBeGreaterThan(5)
    for (const id of ids) expect(() => routeById(id)).not.toThrow()
    expect(hotelProduct.orderDetailRoutes[0]).toBe('order3.0/hotel/detail')
  })

  it('shows the room and the stay on the order card, one date for a same-day stay', () => {
    expect(hotelProduct.orderLines(order())).toEqual(['豪华大床房 · 1间 · 2晚', '2026-12-01 至 2026-12-03'])
    expect(hotelProduct.orderLines(order({ Subtitle: '', EndDate: '2026-12-01' }))).toEqual(['2026-12-01'])
  })

  it('texts its own state, summarises the cashier and says the hotel confirms next', () => {
    expect(hotelProduct.extraStatusTexts.CheckedIn).toBe('已入住')
    expect(hotelProduct.cashierSummary({ Title: '北京国贸大酒店', Subtitle: '豪华大床房' })).toBe('北京国贸大酒店 豪华大床房')
    expect(hotelProduct.paidNote).toContain('酒店确认')
  })
})
