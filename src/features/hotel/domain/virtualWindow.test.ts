import { isNearBottom, virtualWindow } from './virtualWindow'

describe('virtual window', () => {
  it('renders only the visible rows plus overscan out of 1,000', () => {
    const w = virtualWindow({ count: 1000, itemHeight: 100, viewportHeight: 700, scrollTop: 50000, overscan: 5 })
    expect(w).toEqual({ start: 495, end: 513, offsetTop: 49500, totalHeight: 100000 })
    expect(w.end - w.start).toBeLessThan(20)
  })
  it('clamps at both ends', () => {
    expect(virtualWindow({ count: 1000, itemHeight: 100, viewportHeight: 700, scrollTop: -10 }).start).toBe(0)
    const last = virtualWindow({ count: 1000, itemHeight: 100, viewportHeight: 700, scrollTop: 10 ** 9 })
    expect(last.end).toBe(1000)
    expect(virtualWindow({ count: 0, itemHeight: 100, viewportHeight: 700, scrollTop: 0 })).toEqual({ start: 0, end: 0, offsetTop: 0, totalHeight: 0 })
  })
  it('reach-bottom within 600', () => {
    expect(isNearBottom(1000, 700, 2300, 600)).toBe(true)
    expect(isNearBottom(999, 700, 2300, 600)).toBe(false)
  })
})
