/**
 * Travel standards as data: per enterprise, by grade and city tier, per product. Their shapes are the contract's
 * (types/api/standards.ts, the floor under the rules, decision 0880); this file holds their constant lists and
 * names, typed by those shapes: app and server both load it. The server stores one `EnterpriseStandards` per
 * enterprise (policy domain) and hands each product its part; the product functions in this folder decide.
 */
import type {
  ByGrade, ByTierAndGrade, CabinClass, CarLevel, CarStandard, CarUseType, CityTier, EnterpriseStandards, FlightStandard, HotelStandard,
  OverAction, PolicyProduct, StaffGrade, TakeoutStandard, TimeWindow, TrainClass, TrainSeatClass, TrainSleeperClass, TrainStandard,
} from '../../types/api/standards'
import { yuanText as wholeOrTwoDecimals } from '../money/money'

export type {
  ByGrade, ByTierAndGrade, CabinClass, CarLevel, CarStandard, CarUseType, CityTier, EnterpriseStandards, FlightStandard, HotelStandard,
  OverAction, PolicyProduct, StaffGrade, TakeoutStandard, TimeWindow, TrainClass, TrainSeatClass, TrainSleeperClass, TrainStandard,
}

/** true when a constant list names every member of its union (each list below is checked in `_ListsCoverTheirUnions`). */
type Covers<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [never] ? true : false
type Assert<T extends true> = T

export const STAFF_GRADES = ['employee', 'manager'] as const satisfies readonly StaffGrade[]
export const GRADE_NAME = { employee: '员工', manager: '经理' } as const satisfies Record<StaffGrade, string>

export const TRAIN_SEAT_CLASSES = ['二等座', '一等座', '商务座', '特等座', '硬座', '软座', '无座'] as const satisfies readonly TrainSeatClass[]
export const TRAIN_SLEEPER_CLASSES = ['硬卧', '软卧', '动卧', '高级软卧'] as const satisfies readonly TrainSleeperClass[]

export const CABIN_CLASSES = ['economy', 'premiumEconomy', 'business', 'first'] as const satisfies readonly CabinClass[]
export const CABIN_NAME = { economy: '经济舱', premiumEconomy: '超级经济舱', business: '公务舱', first: '头等舱' } as const satisfies Record<CabinClass, string>

export const CAR_USE_TYPES = ['daily', 'airport', 'station', 'overtime'] as const satisfies readonly CarUseType[]
export const CAR_USE_NAME = { daily: '日常用车', airport: '接送机', station: '接送站', overtime: '加班用车' } as const satisfies Record<CarUseType, string>
export const CAR_LEVELS = ['economy', 'comfort', 'business', 'luxury'] as const satisfies readonly CarLevel[]
export const CAR_LEVEL_NAME = { economy: '经济型', comfort: '舒适型', business: '商务型', luxury: '豪华型' } as const satisfies Record<CarLevel, string>

export const POLICY_PRODUCTS = ['hotel', 'train', 'flight', 'car', 'takeout'] as const satisfies readonly PolicyProduct[]
export const PRODUCT_NAME = { hotel: '酒店', train: '火车票', flight: '机票', car: '用车', takeout: '外卖' } as const satisfies Record<PolicyProduct, string>

export type _ListsCoverTheirUnions = [
  Assert<Covers<StaffGrade, typeof STAFF_GRADES>>, Assert<Covers<TrainSeatClass, typeof TRAIN_SEAT_CLASSES>>,
  Assert<Covers<TrainSleeperClass, typeof TRAIN_SLEEPER_CLASSES>>, Assert<Covers<CabinClass, typeof CABIN_CLASSES>>,
  Assert<Covers<CarUseType, typeof CAR_USE_TYPES>>, Assert<Covers<CarLevel, typeof CAR_LEVELS>>, Assert<Covers<PolicyProduct, typeof POLICY_PRODUCTS>>,
]

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
