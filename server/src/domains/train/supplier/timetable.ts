import type { TrainSeatCode, TrainType } from '../../../../../types/api/train'
import { CORRIDORS, STATIONS, type Corridor, type RailStation } from './railData'

/** One class a train sells: fen per km (fares are rounded to 0.5 yuan as 12306 does) and seats per coach set. */
type SeatClass = { code: TrainSeatCode; name: string; fenPerKm: number; capacity: number }

export const SEAT: Record<TrainSeatCode, Omit<SeatClass, 'fenPerKm' | 'capacity'>> = {
  '9': { code: '9', name: '商务座' },
  M: { code: 'M', name: '一等座' },
  O: { code: 'O', name: '二等座' },
  '4': { code: '4', name: '软卧' },
  '3': { code: '3', name: '硬卧' },
  '1': { code: '1', name: '硬座' },
  W: { code: 'W', name: '无座' },
}

const seats = (list: readonly [TrainSeatCode, number, number][]): SeatClass[] => list.map(([code, fenPerKm, capacity]) => ({ ...SEAT[code], fenPerKm, capacity }))

/** Seat classes, fares per km and capacity by train type (fares from 12306's published 北京南–上海虹桥 and 京沪线 prices per km). */
const CLASSES_OF: Record<TrainType, SeatClass[]> = {
  G: seats([['9', 133, 10], ['M', 71, 56], ['O', 42, 480]]),
  D: seats([['M', 50, 56], ['O', 31, 480], ['W', 31, 60]]),
  C: seats([['M', 50, 56], ['O', 31, 480], ['W', 31, 60]]),
  Z: seats([['4', 29, 36], ['3', 18.5, 300]]),
  T: seats([['4', 29, 36], ['3', 18.5, 300], ['1', 10.7, 600], ['W', 10.7, 100]]),
  K: seats([['4', 29, 36], ['3', 18.5, 300], ['1', 10.7, 600], ['W', 10.7, 100]]),
}

export type TimetableStop = { station: RailStation; km: number; arriveMinute: number; departMinute: number }
export type Train = { trainNo: string; type: TrainType; stops: TimetableStop[]; classes: SeatClass[] }

type Plan = { trainNo: string; type: TrainType; corridor: Corridor; reverse: boolean; stopEvery: (index: number, last: number, code: string) => boolean; departMinute: number; kmh: number; dwell: number }

const STATION_BY_CODE = new Map(STATIONS.map((s) => [s.code, s]))
export const stationByCode = (code: string) => STATION_BY_CODE.get(code)

function build(plan: Plan): Train {
  const ordered = plan.reverse ? [...plan.corridor.stops].reverse() : [...plan.corridor.stops]
  const total = ordered[ordered.length - 1][1]
  const last = ordered.length - 1
  const picked = ordered.map(([code, km], index) => ({ code, km: plan.reverse ? total - km : km, index })).filter((s) => plan.stopEvery(s.index, last, s.code))
  let minute = plan.departMinute
  let previousKm = 0
  const stops = picked.map((s, i) => {
    const arriveMinute = i === 0 ? minute : minute + Math.round(((s.km - previousKm) / plan.kmh) * 60)
    const departMinute = i === 0 || i === picked.length - 1 ? arriveMinute : arriveMinute + plan.dwell
    minute = departMinute
    previousKm = s.km
    const station = STATION_BY_CODE.get(s.code)
    if (!station) throw new Error(`station ${s.code} missing from railData`)
    return { station, km: s.km, arriveMinute, departMinute }
  })
  return { trainNo: plan.trainNo, type: plan.type, stops, classes: CLASSES_OF[plan.type] }
}

const ends = (index: number, last: number) => index === 0 || index === last
/** Stop patterns by train: express (few stops), semi-fast (about half), stopping (every station). */
const PATTERNS: ((index: number, last: number, code: string) => boolean)[] = [
  (i, last, code) => ends(i, last) || STATION_BY_CODE.get(code)?.isHot === true,
  (i, last) => ends(i, last) || i % 3 === 1,
  (i, last) => ends(i, last) || i % 2 === 0,
]
const byCodes = (corridor: Corridor, reverse: boolean, codes: readonly string[]) => {
  const ordered = reverse ? [...corridor.stops].reverse() : corridor.stops
  return (index: number) => codes.includes(ordered[index][0])
}

function hsrSeries(prefix: 'G' | 'D', corridor: Corridor, firstNo: number, first: number, every: number, count: number, kmh: number): Plan[] {
  const plans: Plan[] = []
  for (let i = 0; i < count; i += 1) {
    for (const reverse of [false, true]) {
      plans.push({
        trainNo: `${prefix}${firstNo + i * 2 + (reverse ? 1 : 0)}`,
        type: prefix,
        corridor,
        reverse,
        stopEvery: PATTERNS[i % PATTERNS.length],
        departMinute: first + i * every,
        kmh: kmh - (i % PATTERNS.length) * 15,
        dwell: 2,
      })
    }
  }
  return plans
}

const { jinghuHsr, huhangHsr, jingguangHsr, jinghuLine } = CORRIDORS
const PLANS: Plan[] = [
  // 京沪高铁: odd numbers leave Beijing; 06:00 to 19:00
  ...hsrSeries('G', jinghuHsr, 1, 6 * 60, 40, 20, 320),
  ...hsrSeries('D', jinghuHsr, 701, 7 * 60 + 25, 300, 3, 230),
  ...hsrSeries('G', huhangHsr, 7501, 6 * 60 + 10, 45, 18, 260),
  ...hsrSeries('G', jingguangHsr, 71, 7 * 60, 60, 12, 310),
  { trainNo: 'Z21', type: 'Z', corridor: jinghuLine, reverse: false, stopEvery: byCodes(jinghuLine, false, ['BJP', 'JNK', 'NJH', 'SHH']), departMinute: 19 * 60 + 32, kmh: 118, dwell: 6 },
  { trainNo: 'Z22', type: 'Z', corridor: jinghuLine, reverse: true, stopEvery: byCodes(jinghuLine, true, ['SHH', 'NJH', 'JNK', 'BJP']), departMinute: 19 * 60 + 44, kmh: 118, dwell: 6 },
  { trainNo: 'T109', type: 'T', corridor: jinghuLine, reverse: false, stopEvery: PATTERNS[1], departMinute: 17 * 60 + 18, kmh: 100, dwell: 6 },
  { trainNo: 'T110', type: 'T', corridor: jinghuLine, reverse: true, stopEvery: PATTERNS[1], departMinute: 18 * 60 + 5, kmh: 100, dwell: 6 },
  { trainNo: 'K101', type: 'K', corridor: jinghuLine, reverse: false, stopEvery: () => true, departMinute: 11 * 60 + 48, kmh: 82, dwell: 8 },
  { trainNo: 'K102', type: 'K', corridor: jinghuLine, reverse: true, stopEvery: () => true, departMinute: 12 * 60 + 26, kmh: 82, dwell: 8 },
]

/** Every train of the simulated timetable (the same every day). */
export const TRAINS: readonly Train[] = PLANS.map(build)
const TRAIN_BY_NO = new Map(TRAINS.map((t) => [t.trainNo, t]))
export const trainByNo = (trainNo: string) => TRAIN_BY_NO.get(trainNo)

/** 12306 rounds fares to 0.5 yuan. */
export const fareFen = (seat: SeatClass, km: number) => Math.max(50, Math.round((seat.fenPerKm * km) / 50) * 50)

/** A deterministic 0..1 from a text (FNV-1a with murmur3's finaliser): how much of a class is already sold before the app's first booking. */
export function shareOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  // murmur3's final mix, so that texts differing in their last character land far apart
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return ((hash ^ (hash >>> 16)) >>> 0) / 0xffffffff
}

/** Seats a class starts a day with on each leg: sold out in about one case in nine. */
export function initialSeats(trainNo: string, date: string, seat: SeatClass): number {
  const share = shareOf(`${trainNo}|${date}|${seat.code}`)
  return share < 0.11 ? 0 : Math.max(1, Math.round(seat.capacity * share))
}

export const minuteText = (minute: number) => {
  const inDay = ((minute % 1440) + 1440) % 1440
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`
}
