import { orderNoOf } from './orderLinks'

describe('order links', () => {
  it('reads the order number under its spellings', () => {
    expect(orderNoOf({ orderNo: 'H1' })).toBe('H1')
    expect(orderNoOf({ OrderNo: 'H2' })).toBe('H2')
    expect(orderNoOf({ serialNo: 'H3' })).toBe('H3')
    expect(orderNoOf({})).toBe('')
  })
})
