import type { AccountBookStatsData } from '@api/expense'

export type MonthPoint = { month: string; yuan: number }
export type TypePoint = { type: string; yuan: number }

/** The year's twelve months in yuan (the chart's axis reads yuan; the money itself stays in fen everywhere else). */
export function monthSeries(data: AccountBookStatsData): MonthPoint[] {
  return data.ByMonth.map((m) => ({ month: `${Number(m.Month.slice(5))}月`, yuan: m.AmountFen / 100 }))
}

/** The cost types, largest first as the server sends them, at most `limit` bars (the rest summed as 其他). */
export function typeSeries(data: AccountBookStatsData, limit = 8): TypePoint[] {
  const shown = data.ByType.slice(0, limit).map((t) => ({ type: t.CostTypeName, yuan: t.AmountFen / 100 }))
  const restFen = data.ByType.slice(limit).reduce((sum, t) => sum + t.AmountFen, 0)
  return restFen > 0 ? [...shown, { type: '其他', yuan: restFen / 100 }] : shown
}
