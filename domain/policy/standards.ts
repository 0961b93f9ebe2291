/**
 * Travel standards as data: per enterprise, by grade and city tier, per product. Imports nothing but the
 * verdict shape: app and server both load it. The server stores one `EnterpriseStandards` per enterprise
 * (policy domain) and hands each product its part; the product functions in this folder decide.
 */
import type { OverAction } from './verdict'
import { yuanText as wholeOrTwoDecimals } from '../money/money'

export type { OverAction } from './verdict'

/** 1 first-tier (北上广深), 2 second-tier, 3 all other cities. */
export type CityTier = 1 | 2 | 3
/** The member's grade for the standard: IsManage members are 'manager'. */
export type StaffGrade = 'employee' | 'manager'
export const STAFF_GRADES = ['employee', 'manager'] as const satisfies readonly StaffGrade[]
export const GRADE_NAME = { employee: '员工', manager: '经理' } as const satisfies Record<StaffGrade, string>

export type ByGrade<Value> = { [Grade in StaffGrade]: Value }
export type ByTierAndGrade<Value> = { [Tier in CityTier]: ByGrade<Value> }

/** Hotel: nightly cap in fen per city tier and grade (null = no cap). */
export type HotelStandard = {
  nightlyCapFen: ByTierAndGrade<number | null>
  whenExceeded: OverAction
}

export const TRAIN_SEAT_CLASSES = ['二等座', '一等座', '商务座', '特等座', '硬座', '软座', '无座'] as const
export const TRAIN_SLEEPER_CLASSES = ['硬卧', '软卧', '动卧', '高级软卧'] as const
export type TrainSeatClass = (typeof TRAIN_SEAT_CLASSES)[number]
export type TrainSleeperClass = (typeof TRAIN_SLEEPER_CLASSES)[number]
export type TrainClass = TrainSeatClass | TrainSleeperClass

/**
 * Train: the seat classes each grade may book on any train; on a night train also the sleeper classes.
 * A night train departs at or after `nightTrain.departFrom` (HH:mm, Beijing time) or arrives on a later day,
 * and runs at least `nightTrain.minHours` hours (see train.ts isNightTrain).
 */
export type TrainStandard = {
  seatClasses: ByGrade<TrainSeatClass[]>
  sleeperClasses: ByGrade<TrainSleeperClass[]>
  nightTrain: { departFrom: string; minHours: number }
  whenExceeded: OverAction
}

export const CABIN_CLASSES = ['economy', 'premiumEconomy', 'business', 'first'] as const
export type CabinClass = (typeof CABIN_CLASSES)[number]
export const CABIN_NAME = { economy: '经济舱', premiumEconomy: '超级经济舱', business: '公务舱', first: '头等舱' } as const satisfies Record<CabinClass, string>

/**
 * Flight: the cabins each grade may book; the highest fare as a percentage of the full economy fare (70 = 7折,
 * null = any); how many days ahead the ticket must be booked (null = no rule); and, when set, the fare must
 * be the lowest (plus a tolerance) among the flights departing within ±`lowestFareHours` of the chosen one.
 */
export type FlightStandard = {
  cabins: ByGrade<CabinClass[]>
  maxFarePercent: ByGrade<number | null>
  minAdvanceDays: number | null
  lowestFareHours: number | null
  lowestFareToleranceFen: number
  whenExceeded: OverAction
}

export const CAR_USE_TYPES = ['daily', 'airport', 'station', 'overtime'] as const
export type CarUseType = (typeof CAR_USE_TYPES)[number]
export const CAR_USE_NAME = { daily: '日常用车', airport: '接送机', station: '接送站', overtime: '加班用车' } as const satisfies Record<CarUseType, string>
export const CAR_LEVELS = ['economy', 'comfort', 'business', 'luxury'] as const
export type CarLevel = (typeof CAR_LEVELS)[number]
export const CAR_LEVEL_NAME = { economy: '经济型', comfort: '舒适型', business: '商务型', luxury: '豪华型' } as const satisfies Record<CarLevel, string>

/** A window of the day, HH:mm Beijing time; `to` before `from` runs past midnight (e.g. 21:00–06:00). */
export type TimeWindow = { from: string; to: string }

/**
 * Car: when (empty = any time), where (city names; null = any), for what, which car levels per grade, and the
 * cap for one ride per grade (null = no cap).
 */
export type CarStandard = {
  timeWindows: TimeWindow[]
  cities: string[] | null
  useTypes: CarUseType[]
  levels: ByGrade<CarLevel[]>
  perRideCapFen: ByGrade<number | null>
  whenExceeded: OverAction
}

/** Takeout: the meal spend a member may have in one day (Beijing time), per grade (null = no cap). */
export type TakeoutStandard = {
  dailyCapFen: ByGrade<number | null>
  whenExceeded: OverAction
}

export const POLICY_PRODUCTS = ['hotel', 'train', 'flight', 'car', 'takeout'] as const
export type PolicyProduct = (typeof POLICY_PRODUCTS)[number]
export const PRODUCT_NAME = { hotel: '酒店', train: '火车票', flight: '机票', car: '用车', takeout: '外卖' } as const satisfies Record<PolicyProduct, string>

/** One enterprise's standards; null for a product means it has none (everything is within). */
export type EnterpriseStandards = {
  hotel: HotelStandard | null
  train: TrainStandard | null
  flight: FlightStandard | null
  car: CarStandard | null
  takeout: TakeoutStandard | null
}
export type StandardOf<Product extends PolicyProduct> = EnterpriseStandards[Product]

export const ACTION_TEXT = {
  allow: '超标可预订',
  requireReason: '超标需填写原因',
  requireApproval: '超标需审批',
  block: '超标不可预订',
} as const satisfies Record<OverAction, string>

/** '¥600' or '¥88.50' for an amount in fen. */
export function yuanText(fen: number): string {
  return `¥${wholeOrTwoDecimals(fen)}`
}

/** Minutes since midnight of 'HH:mm' (or the time part of 'YYYY-MM-DD HH:mm'); NaN when malformed. */
export function minuteOfDay(time: string): number {
  const match = /(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!match) return Number.NaN
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN
}

/** Minutes since 1970 of a wall-clock 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DD', midnight); zone-free. NaN when malformed. */
export function wallMinutes(dateTime: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(dateTime.trim())
  if (!match) return Number.NaN
  const [, y, mo, d, h = '0', mi = '0'] = match
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) / 60000
}

/** Whether minute-of-day `minute` falls in the window (both ends included; wraps past midnight). */
export function inWindow(minute: number, window: TimeWindow): boolean {
  const from = minuteOfDay(window.from)
  const to = minuteOfDay(window.to)
  if (Number.isNaN(minute) || Number.isNaN(from) || Number.isNaN(to)) return false
  return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to
}
