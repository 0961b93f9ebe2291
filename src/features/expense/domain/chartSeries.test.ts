import type { AccountBookStatsData } from '@api/expense'
import { monthSeries, typeSeries } from './chartSeries'

const data = (byType: AccountBookStatsData['ByType']): AccountBookStatsData => ({
  Year: 2026,
  TotalFen: byType.reduce((s, t) => s + t.AmountFen, 0),
  ByMonth: Array.from({ length: 12 }, (_, i) => ({ Month: `2026-${String(i + 1).padStart(2, '0')}`, AmountFen: i === 10 ? 43650 : 0 })),
  ByType: byType,
})

describe('account book chart series', () => {
  it('gives twelve months in yuan', () => {
    const months = monthSeries(data([{ CostTypeName: '住宿费', AmountFen: 43650 }]))
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ month: '1月', yuan: 0 })
    expect(months[10]).toEqual({ month: '11月', yuan: 436.5 })
  })

  it('keeps the largest types and sums the rest as 其他', () => {
    const types = Array.from({ length: 10 }, (_, i) => ({ CostTypeName: `类型${i}`, AmountFen: (10 - i) * 100 }))
    expect(typeSeries(data(types), 8).map((t) => t.type)).toEqual(['类型0', '类型1', '类型2', '类型3', '类型4', '类型5', '类型6', '类型7', '其他'])
    expect(typeSeries(data(types), 8)[8]).toEqual({ type: '其他', yuan: 3 })
    expect(typeSeries(data(types.slice(0, 2)))).toEqual([{ type: '类型0', yuan: 10 }, { type: '类型1', yuan: 9 }])
  })
})
