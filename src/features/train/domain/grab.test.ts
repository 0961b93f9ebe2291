import type { TrainItem } from '@api/train'
import { deadlineOptions, departureMs, seatClassesOf, toggleLimited } from './grab'

const HOUR = 3600_000

describe('toggleLimited', () => {
  it.each([
    [['G1'], 'G2', 2, ['G1', 'G2']],
    [['G1', 'G2'], 'G3', 2, ['G1', 'G2']],
    [['G1', 'G2'], 'G1', 2, ['G2']],
    [[], 'G1', 1, ['G1']],
  ])('%j + %s (max %i) = %j', (list, value, max, expected) => {
    expect(toggleLimited(list, value, max)).toEqual(expected)
  })
})

describe('seatClassesOf', () => {
  it('lists each class once in the order the trains sell them', () => {
    const seat = (SeatCode: string, SeatName: string) => ({ SeatCode, SeatName, PriceFen: 1, Remaining: 0 })
    const trains = [{ Seats: [seat('O', '二等座'), seat('M', '一等座')] }, { Seats: [seat('M', '一等座'), seat('W', '无座')] }] as unknown as TrainItem[]
    expect(seatClassesOf(trains)).toEqual([{ code: 'O', name: '二等座' }, { code: 'M', name: '一等座' }, { code: 'W', name: '无座' }])
  })
})

describe('deadlineOptions', () => {
  const now = departureMs('2026-11-24', '08:00')
  it('reads a departure in Shanghai time', () => {
    expect(new Date(departureMs('2026-11-25', '07:00')).toISOString()).toBe('2026-11-24T23:00:00.000Z')
  })
  it('offers 1, 6 and 24 hours and 30 minutes before the last train', () => {
    const last = now + 48 * HOUR
    expect(deadlineOptions(now, last).map((o) => o.key)).toEqual(['1h', '6h', '24h', 'latest'])
    expect(deadlineOptions(now, last).at(-1)?.at).toBe(last - 30 * 60_000)
  })
  it('leaves out what falls after the last moment', () => {
    expect(deadlineOptions(now, now + 6.5 * HOUR).map((o) => o.key)).toEqual(['1h', 'latest'])
    expect(deadlineOptions(now, now + 1.5 * HOUR).map((o) => o.key)).toEqual(['latest'])
  })
  it('offers nothing when the last train leaves within 30 minutes', () => {
    expect(deadlineOptions(now, now + 30 * 60_000)).toEqual([])
    expect(deadlineOptions(now, now + 20 * 60_000)).toEqual([])
  })
})
