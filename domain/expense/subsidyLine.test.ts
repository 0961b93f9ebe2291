import { applyLineEdit, halfAmountFen, lineDays, type LineHalf } from './subsidyLine'

const items = { meal: 10000, transport: 5000, communication: 2001 }
const half = (date: string, h: 0 | 1, over: Partial<LineHalf> = {}): LineHalf => ({
  date, half: h, items, deducted: [], amountFen: halfAmountFen(items, [], h), ...over,
})
const line = [half('2026-11-14', 1), half('2026-11-15', 0), half('2026-11-15', 1), half('2026-11-16', 0), half('2026-11-16', 1)]

describe('halfAmountFen', () => {
  it('splits an odd daily total: the morning the smaller half, a whole day the total exactly', () => {
    expect(halfAmountFen(items, [], 0)).toBe(8500)
    expect(halfAmountFen(items, [], 1)).toBe(8501)
    expect(halfAmountFen(items, [], 0) + halfAmountFen(items, [], 1)).toBe(17001)
  })
  it('leaves the deducted items out', () => {
    expect(halfAmountFen(items, ['meal'], 0) + halfAmountFen(items, ['meal'], 1)).toBe(7001)
    expect(halfAmountFen(items, ['meal', 'transport', 'communication'], 1)).toBe(0)
  })
})

describe('applyLineEdit', () => {
  it('keeps an untouched line as it is', () => {
    const r = applyLineEdit(line, [])
    expect(r.amountFen).toBe(8501 + 17001 * 2)
    expect(r.dayCount).toBe(2.5)
    expect(r.dropped).toEqual([])
  })
  it('drops a day (its halves are freed) and deducts the meal of another', () => {
    const r = applyLineEdit(line, [{ date: '2026-11-16', keep: false, deducted: [] }, { date: '2026-11-15', keep: true, deducted: ['meal'] }])
    expect(r.dropped.map((h) => `${h.date}#${h.half}`)).toEqual(['2026-11-16#0', '2026-11-16#1'])
    expect(r.dayCount).toBe(1.5)
    expect(r.amountFen).toBe(8501 + 7001)
  })
  it('can never grow: undoing a deduction goes back to the rate, not above', () => {
    const deducted = line.map((h) => ({ ...h, deducted: ['meal' as const], amountFen: halfAmountFen(items, ['meal'], h.half) }))
    const r = applyLineEdit(deducted, line.map((h) => ({ date: h.date, keep: true, deducted: [] })))
    expect(r.amountFen).toBe(applyLineEdit(line, []).amountFen)
  })
  it('a half claimed before items were kept can be kept or dropped, its amount unchanged', () => {
    const old = [half('2026-11-10', 0, { items: null, amountFen: 4000 }), half('2026-11-10', 1, { items: null, amountFen: 4000 }), half('2026-11-11', 0)]
    expect(applyLineEdit(old, [{ date: '2026-11-10', keep: true, deducted: ['meal'] }]).amountFen).toBe(8000 + 8500)
    expect(applyLineEdit(old, [{ date: '2026-11-10', keep: false, deducted: [] }]).amountFen).toBe(8500)
  })
  it('refuses a day the line does not hold, and an empty line', () => {
    expect(() => applyLineEdit(line, [{ date: '2026-11-20', keep: true, deducted: [] }])).toThrow('2026-11-20不在该补贴费用中')
    expect(() => applyLineEdit(line, ['2026-11-14', '2026-11-15', '2026-11-16'].map((date) => ({ date, keep: false, deducted: [] })))).toThrow('至少保留一天补贴')
  })
})

describe('lineDays', () => {
  it('groups the halves by day in date order', () => {
    const days = lineDays([...line].reverse())
    expect(days.map((d) => [d.date, d.halves, d.amountFen])).toEqual([
      ['2026-11-14', [1], 8501],
      ['2026-11-15', [0, 1], 17001],
      ['2026-11-16', [0, 1], 17001],
    ])
  })
})
