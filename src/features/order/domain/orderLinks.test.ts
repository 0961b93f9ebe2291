import { orderDetailRoute, orderNoOf } from './orderLinks'

describe('order links', () => {
  it('opens the live detail page of the product', () => {
    const live = (id: string) => id === 'order3.0/hotel/detail'
    expect(orderDetailRoute(1, live)).toBe('order3.0/hotel/detail')
    expect(orderDetailRoute('1', live)).toBe('order3.0/hotel/detail')
    expect(orderDetailRoute(5, live)).toBeNull()
    expect(orderDetailRoute(9, live)).toBeNull()
  })
  it('reads the order number under its spellings', () => {
    expect(orderNoOf({ orderNo: 'H1' })).toBe('H1')
    expect(orderNoOf({ OrderNo: 'H2' })).toBe('H2')
    expect(orderNoOf({ serialNo: 'H3' })).toBe('H3')
    expect(orderNoOf({})).toBe('')
  })
})
