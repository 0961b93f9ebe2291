import type { TrainItem, TrainSeat } from '@api/train'

/** Sleeper classes sold: 硬卧 and 软卧 (Z/T/K), 一等卧 and 二等卧 (动卧, decision 0610). */
const LOWER_BERTH = ['硬卧', '软卧', '一等卧', '二等卧']

/** The spec's seat notes: sleepers carry 下铺, 无座 carries 成功率提高40%. */
export function seatNote(seatName: string): string {
  if (LOWER_BERTH.includes(seatName)) return '下铺'
  if (seatName === '无座') return '成功率提高40%'
  return ''
}

/** The booking screen's note on a sleeper's fare (decision 0780): charged at the 下铺 fare, the difference back at issue. */
export function berthFareNote(seatName: string): string {
  return LOWER_BERTH.includes(seatName) ? '下铺价，出票后按实际铺位退差价' : ''
}

/** 有 (20 or more), a number, or 无. */
export function remainingText(remaining: number): string {
  if (remaining <= 0) return '无'
  return remaining >= 20 ? '有' : `${remaining}张`
}

export const durationText = (minutes: number) => `${Math.floor(minutes / 60)}时${String(minutes % 60).padStart(2, '0')}分`

export type TrainSort = 'earliest' | 'fastest' | 'cheapest'
export const SORT_TEXT: Record<TrainSort, string> = { earliest: '出发最早', fastest: '耗时最短', cheapest: '价格最低' }

const lowestFen = (train: TrainItem) => Math.min(...train.Seats.map((s: TrainSeat) => s.PriceFen))

/** The list as the user sorted and filtered it (train types G/D/C when only high-speed is on). */
export function arrangeTrains(trains: readonly TrainItem[], sort: TrainSort, onlyHighSpeed: boolean): TrainItem[] {
  const kept = trains.filter((t) => !onlyHighSpeed || ['G', 'D', 'C'].includes(t.TrainType))
  const by: Record<TrainSort, (a: TrainItem, b: TrainItem) => number> = {
    earliest: (a, b) => a.DepartTime.localeCompare(b.DepartTime),
    fastest: (a, b) => a.DurationMinutes - b.DurationMinutes || a.DepartTime.localeCompare(b.DepartTime),
    cheapest: (a, b) => lowestFen(a) - lowestFen(b) || a.DepartTime.localeCompare(b.DepartTime),
  }
  return [...kept].sort(by[sort])
}

/** 始 when the train starts at the station, 终 when it ends there, else 过. */
export const stationMark = (station: string, start: string, end: string) => (station === start ? '始' : station === end ? '终' : '过')
