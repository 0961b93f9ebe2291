import type { SubsidyPreviewDay, SubsidyProduct } from '@api/subsidy'
import { chosenFen, claimableDates, decodeOrders, defaultTimingOrders, encodeOrders } from './subsidyPick'

const day = (Date: string, Halves: 1 | 2, AmountFen: number, Claimed = false): SubsidyPreviewDay => ({ Date, Halves, AmountFen, Claimed, Selected: true })
const days = [day('2026-11-14', 1, 8500), day('2026-11-15', 2, 17000, true), day('2026-11-16', 2, 17000)]

it('orders travel through the query and back', () => {
  expect(encodeOrders(['F1', 'T2'])).toBe('F1,T2')
  expect(encodeOrders([])).toBe('none')
  expect(decodeOrders('F1,T2')).toEqual(['F1', 'T2'])
  expect(decodeOrders('none')).toEqual([])
  expect(decodeOrders(undefined)).toBeUndefined()
})

it('flights and trains time the trip by default', () => {
  const product = (OrderNo: string, Timing: boolean) => ({ OrderNo, Timing }) as SubsidyProduct
  expect(defaultTimingOrders([product('F1', true), product('H2', false), product('T3', true)])).toEqual(['F1', 'T3'])
})

it('only unclaimed chosen days count', () => {
  expect(claimableDates(days)).toEqual(['2026-11-14', '2026-11-16'])
  expect(chosenFen(days, new Set(['2026-11-14', '2026-11-15', '2026-11-16']))).toEqual({ fen: 25500, dayCount: 1.5 })
  expect(chosenFen(days, new Set())).toEqual({ fen: 0, dayCount: 0 })
})
