import type { TrainSeatCode, TrainType } from '../../../../../types/api/train'
import { roundToHalfYuan } from '@domain/train/refundFee'
import { LINES, route, type RailStation, type RouteStop } from './railData'

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

const seats = (list: readonly (readonly [TrainSeatCode, number, number, string?])[]): SeatClass[] =>
  list.map(([code, fenPerKm, capacity, name]) => ({ ...SEAT[code], ...(name ? { name } : {}), fenPerKm, capacity }))

/**
 * Seat classes, fares per km and capacity by train type (decision 0610): G from 12306's 北京南–上海虹桥 fares (二等 ¥553,
 * 一等 ¥933, 商务 ¥1748 over 1318 km); D 二等 0.31 ¥/km and 一等 1.2 × 二等 (12306's 动车 rates); Z/T/K 京沪线 rates.
 */
const CLASSES_OF: Record<TrainType, SeatClass[]> = {
  G: seats([['9', 133, 10], ['M', 71, 56], ['O', 42, 480]]),
  D: seats([['M', 37.2, 56], ['O', 31, 480], ['W', 31, 60]]),
  C: seats([['M', 37.2, 56], ['O', 31, 480], ['W', 31, 60]]),
  Z: seats([['4', 29, 36], ['3', 18.5, 300]]),
  T: seats([['4', 29, 36], ['3', 18.5, 300], ['1', 10.7, 600], ['W', 10.7, 100]]),
  K: seats([['4', 29, 36], ['3', 18.5, 300], ['1', 10.7, 600], ['W', 10.7, 100]]),
}
/**
 * 动卧 (overnight D trains) sell 一等卧 (4-berth compartments, 软卧's code) and 二等卧 (6-berth, 硬卧's code). Their rates
 * are assumed (decision 0610): 一等卧 0.55 ¥/km and 二等卧 0.42 ¥/km, above the train's 二等座 rate of 0.31.
 */
const SLEEPER_D = seats([['4', 55, 40, '一等卧'], ['3', 42, 360, '二等卧']])

/**
 * Minutes a stop costs besides its dwell: braking from line speed and accelerating back to it (a CR400 needs about
 * 5 minutes to reach 300 km/h and 3 to stop from it, losing about 4 against running through; decision 0610).
 */
export const STOP_LOSS_MINUTES: Record<TrainType, number> = { G: 4, D: 3, C: 3, Z: 3, T: 3, K: 2 }

export type TimetableStop = { station: RailStation; km: number; fareKm: number; arriveMinute: number; departMinute: number }
export type Train = { trainNo: string; type: TrainType; sleeper: boolean; stops: TimetableStop[]; classes: SeatClass[] }

type StopRule = (stop: RouteStop, index: number, last: number) => boolean
type Plan = { trainNo: string; type: TrainType; stops: readonly RouteStop[]; stopAt: StopRule; departMinute: number; kmh: number; dwell: number; sleeper?: boolean }

/** Runs a plan: between two stops km ÷ min(train, line speed) per passed section, plus the stop loss; dwell at each stop. */
function build(plan: Plan): Train {
  const last = plan.stops.length - 1
  const picked = plan.stops.map((stop, index) => ({ stop, index })).filter(({ stop, index }) => index === 0 || index === last || plan.stopAt(stop, index, last))
  let minute = plan.departMinute
  const stops = picked.map(({ stop, index }, i) => {
    if (i === 0) return { station: stop.station, km: stop.km, fareKm: stop.fareKm, arriveMinute: minute, departMinute: minute }
    let run = 0
    for (let k = picked[i - 1].index + 1; k <= index; k += 1) {
      const a = plan.stops[k - 1]
      const b = plan.stops[k]
      run += ((b.km - a.km) / Math.min(plan.kmh, a.kmh, b.kmh)) * 60
    }
    const arriveMinute = minute + Math.round(run + STOP_LOSS_MINUTES[plan.type])
    minute = i === picked.length - 1 ? arriveMinute : arriveMinute + plan.dwell
    return { station: stop.station, km: stop.km, fareKm: stop.fareKm, arriveMinute, departMinute: minute }
  })
  return { trainNo: plan.trainNo, type: plan.type, sleeper: plan.sleeper === true, stops, classes: plan.sleeper ? SLEEPER_D : CLASSES_OF[plan.type] }
}

/** The same route run the other way. */
const reversed = (stops: readonly RouteStop[]): RouteStop[] => {
  const end = stops[stops.length - 1]
  return [...stops].reverse().map((s) => ({ ...s, km: end.km - s.km, fareKm: end.fareKm - s.fareKm }))
}

/** Stop patterns, by train of a series: express (ends and 热门 stations), semi-fast (also every third), stopping (every other). */
const PATTERNS: StopRule[] = [
  (stop) => stop.station.isHot,
  (stop, i) => stop.station.isHot || i % 3 === 1,
  (stop, i) => stop.station.isHot || i % 2 === 0,
]
const only = (names: readonly string[]): StopRule => (stop) => names.includes(stop.station.name)

/** High-speed trains run by day: they leave at 06:00 or later and arrive before midnight (night hours are for track work). */
export const DAY_START_MINUTE = 6 * 60
const byDay = (train: Train) => train.sleeper || !['G', 'D', 'C'].includes(train.type) || (train.stops[0].departMinute >= DAY_START_MINUTE && train.stops[train.stops.length - 1].arriveMinute < 1440)

type Series = { prefix: 'G' | 'D'; firstNo: number; stops: readonly RouteStop[]; first: number; every: number; count: number; kmh: number; patterns?: readonly StopRule[] }

/** A series both ways: odd numbers run the route as written, even ones back; the same departure times each way. */
function series(s: Series): Plan[] {
  const patterns = s.patterns ?? PATTERNS
  const back = reversed(s.stops)
  return Array.from({ length: s.count }, (_, i) =>
    [false, true].map((reverse): Plan => ({
      trainNo: `${s.prefix}${s.firstNo + i * 2 + (reverse ? 1 : 0)}`,
      type: s.prefix,
      stops: reverse ? back : s.stops,
      stopAt: patterns[i % patterns.length],
      departMinute: s.first + i * s.every,
      kmh: s.kmh,
      dwell: 2,
    })),
  ).flat()
}

const { jinghuHsr, huhangHsr, ninghangHsr, jingguangHsr, guangshengangHsr, zhengxuHsr, zhengxiHsr, xichengHsr, jizhengHsr, jinghuLine } = LINES
const JINGHU = route([jinghuHsr, '北京南', '上海虹桥'])
const JINGHANG = route([jinghuHsr, '北京南', '南京南'], [ninghangHsr, '南京南', '杭州东'])
const JINGGUANG = route([jingguangHsr, '北京西', '广州南'], [guangshengangHsr, '广州南', '深圳北'])
const GUANGSHEN = route([guangshengangHsr, '广州南', '深圳北'])
const XUXI = route([zhengxuHsr, '徐州东', '郑州东'], [zhengxiHsr, '郑州东', '西安北'])
const XICHENG = route([xichengHsr, '西安北', '成都东'])
const JIZHENG = route([jizhengHsr, '济南西', '郑州东'])
const HUHANG = route([huhangHsr, '上海虹桥', '杭州东'])
const JINGHU_LINE = route([jinghuLine, '北京', '上海'])
const GUANGSHEN_STOPS: StopRule[] = [() => false, only(['虎门']), () => false, only(['光明城'])]

const PLANS: Plan[] = [
  // 京沪高铁: G1–G30 fast (北京南 06:00 to 18:00 every 50 min), G101–G162 all patterns in between (17 min apart overall)
  ...series({ prefix: 'G', firstNo: 1, stops: JINGHU, first: 6 * 60, every: 51, count: 15, kmh: 330, patterns: [PATTERNS[0]] }),
  ...series({ prefix: 'G', firstNo: 101, stops: JINGHU, first: 6 * 60 + 17, every: 25, count: 31, kmh: 310 }),
  ...series({ prefix: 'G', firstNo: 3001, stops: JINGHU, first: 7 * 60 + 25, every: 300, count: 3, kmh: 250 }).map((p) => ({ ...p, trainNo: p.trainNo.replace('G', 'D'), type: 'D' as const })),
  // 北京南–杭州东 over 京沪 and 宁杭
  ...series({ prefix: 'G', firstNo: 31, stops: JINGHANG, first: 7 * 60 + 5, every: 70, count: 12, kmh: 310 }),
  ...series({ prefix: 'G', firstNo: 7501, stops: HUHANG, first: 6 * 60 + 10, every: 45, count: 22, kmh: 300 }),
  // 京广高铁 and 广深港
  ...series({ prefix: 'G', firstNo: 501, stops: JINGGUANG, first: 7 * 60, every: 50, count: 12, kmh: 310 }),
  ...series({ prefix: 'G', firstNo: 6001, stops: GUANGSHEN, first: 6 * 60 + 30, every: 9, count: 110, kmh: 300, patterns: GUANGSHEN_STOPS }),
  // 郑徐 + 郑西, 西成, 济郑
  ...series({ prefix: 'G', firstNo: 1901, stops: XUXI, first: 6 * 60 + 40, every: 70, count: 12, kmh: 300 }),
  ...series({ prefix: 'G', firstNo: 2201, stops: XICHENG, first: 7 * 60, every: 75, count: 11, kmh: 250 }),
  ...series({ prefix: 'G', firstNo: 1801, stops: JIZHENG, first: 6 * 60 + 20, every: 60, count: 15, kmh: 300 }),
  // Overnight: 动卧 D701/D702 on the 京沪线 and D901/D902 on 京广; Z, T and K trains
  { trainNo: 'D701', type: 'D', sleeper: true, stops: JINGHU_LINE, stopAt: only(['南京']), departMinute: 19 * 60 + 36, kmh: 130, dwell: 4 },
  { trainNo: 'D702', type: 'D', sleeper: true, stops: reversed(JINGHU_LINE), stopAt: only(['南京']), departMinute: 19 * 60 + 45, kmh: 130, dwell: 4 },
  { trainNo: 'D901', type: 'D', sleeper: true, stops: route([jingguangHsr, '北京西', '广州南']), stopAt: only(['石家庄', '郑州东', '武汉', '长沙南']), departMinute: 20 * 60 + 10, kmh: 215, dwell: 5 },
  { trainNo: 'D902', type: 'D', sleeper: true, stops: route([jingguangHsr, '广州南', '北京西']), stopAt: only(['长沙南', '武汉', '郑州东', '石家庄']), departMinute: 19 * 60 + 55, kmh: 215, dwell: 5 },
  { trainNo: 'Z21', type: 'Z', stops: JINGHU_LINE, stopAt: only(['济南', '南京']), departMinute: 19 * 60 + 32, kmh: 118, dwell: 6 },
  { trainNo: 'Z22', type: 'Z', stops: reversed(JINGHU_LINE), stopAt: only(['南京', '济南']), departMinute: 19 * 60 + 44, kmh: 118, dwell: 6 },
  { trainNo: 'T109', type: 'T', stops: JINGHU_LINE, stopAt: PATTERNS[1], departMinute: 17 * 60 + 18, kmh: 100, dwell: 6 },
  { trainNo: 'T110', type: 'T', stops: reversed(JINGHU_LINE), stopAt: PATTERNS[1], departMinute: 18 * 60 + 5, kmh: 100, dwell: 6 },
  { trainNo: 'K101', type: 'K', stops: JINGHU_LINE, stopAt: () => true, departMinute: 11 * 60 + 48, kmh: 82, dwell: 8 },
  { trainNo: 'K102', type: 'K', stops: reversed(JINGHU_LINE), stopAt: () => true, departMinute: 12 * 60 + 26, kmh: 82, dwell: 8 },
]

/** Every train of the simulated timetable (the same every day); high-speed day trains that would run into the night are not run. */
export const TRAINS: readonly Train[] = PLANS.map(build).filter(byDay)
const TRAIN_BY_NO = new Map(TRAINS.map((t) => [t.trainNo, t]))
export const trainByNo = (trainNo: string) => TRAIN_BY_NO.get(trainNo)

/** A class's name on the given trains (动卧 sell 一等卧/二等卧 under 软卧's and 硬卧's codes), else its usual name. */
export const seatNameOn = (trainNos: readonly string[], code: TrainSeatCode): string =>
  trainNos.flatMap((no) => trainByNo(no)?.classes ?? []).find((c) => c.code === code)?.name ?? SEAT[code].name

/** 12306 rounds fares to 0.5 yuan. */
export const fareFen = (seat: SeatClass, km: number) => Math.max(50, roundToHalfYuan(seat.fenPerKm * km))

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
