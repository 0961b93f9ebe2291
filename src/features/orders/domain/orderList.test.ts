import { appendPage, hasMorePages, isOrderListTab, ORDER_TABS, PRODUCT_FILTERS } from './orderList'

describe('order list rules', () => {
  it('has the spec tabs in order', () => {
    expect(ORDER_TABS.map((t) => t.title)).toEqual(['全部', '待审批', '待支付', '已确认', '已完成', '已取消'])
    expect(PRODUCT_FILTERS.map((p) => p.name)).toEqual(['全部', '酒店', '机票', '火车票', '用车', '外卖'])
    expect(isOrderListTab('pendingPayment')).toBe(true)
    expect(isOrderListTab('nope')).toBe(false)
  })
  it('knows when more pages exist', () => {
    expect(hasMorePages(10, 25, 10, 10)).toBe(true)
    expect(hasMorePages(25, 25, 5, 10)).toBe(false)
    expect(hasMorePages(10, 25, 8, 10)).toBe(false)
  })
  it('appends without duplicates', () => {
    const key = (x: { no: string }) => x.no
    expect(appendPage([{ no: 'a' }, { no: 'b' }], [{ no: 'b' }, { no: 'c' }], key).map(key)).toEqual(['a', 'b', 'c'])
  })
})
