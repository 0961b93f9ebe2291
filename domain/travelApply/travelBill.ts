/**
 * The guangxin 出差单 (decision 0322): the itinerary entered leg by leg. Departure city, destinations, dates and
 * products of the travel application follow from the legs. Dates are 'YYYY-MM-DD' (Asia/Shanghai).
 */
import { wireDaysBetween } from '../dates/wireDate'

export const TRIP_TYPES = ['业务拓展', '项目实施', '会议培训', '客户拜访', '其他'] as const
export const LEG_PRODUCTS = ['flight', 'train', 'car'] as const
export type LegProduct = (typeof LEG_PRODUCTS)[number]
export const LEG_PRODUCT_TEXT: Record<LegProduct, string> = { flight: '飞机', train: '火车', car: '用车' }
export const MAX_LEGS = 6
export const TRAVEL_BILL_MAX_DAYS = 90

export type Leg = { fromCity: string; toCity: string; date: string; product: LegProduct }

const days = wireDaysBetween

/** The first problem of the legs in Chinese ('第2程：…'), or ''. */
export function legsProblem(legs: readonly Leg[], today: string): string {
  if (legs.length === 0) return '请添加行程'
  if (legs.length > MAX_LEGS) return `行程最多${MAX_LEGS}段`
  for (const [i, leg] of legs.entries()) {
    const at = `第${i + 1}程：`
    if (!leg.fromCity.trim() || !leg.toCity.trim()) return `${at}请选择出发和到达城市`
    if (leg.fromCity.trim() === leg.toCity.trim()) return `${at}出发和到达城市不能相同`
    if (!leg.date) return `${at}请选择日期`
    if (leg.date < today) return `${at}日期不能早于今天`
    const before = legs[i - 1]
    if (before && leg.date < before.date) return `${at}日期不能早于上一程`
    if (before && before.toCity.trim() !== leg.fromCity.trim()) return `${at}出发城市应为上一程的到达城市${before.toCity.trim()}`
  }
  if (days(legs[0].date, legs[legs.length - 1].date) + 1 > TRAVEL_BILL_MAX_DAYS) return `单次出差最长${TRAVEL_BILL_MAX_DAYS}天`
  return ''
}

export type LegsSummary = { departCity: string; cities: string[]; startDate: string; endDate: string; products: string[] }

/** What the application records: the first departure, the destinations other than it, the dates and products. */
export function summaryOfLegs(legs: readonly Leg[], needHotel: boolean): LegsSummary {
  const departCity = legs[0].fromCity.trim()
  const cities = [...new Set(legs.map((l) => l.toCity.trim()).filter((c) => c !== departCity))]
  return {
    departCity,
    cities: cities.length ? cities.slice(0, 5) : [legs[0].toCity.trim()],
    startDate: legs[0].date,
    endDate: legs[legs.length - 1].date,
    products: [...new Set([...legs.map((l) => l.product), ...(needHotel ? ['hotel'] : [])])],
  }
}

/** The next leg a form adds: from where the last one arrived, on its date, by the same means. */
export function nextLeg(legs: readonly Leg[], today: string): Leg {
  const last = legs[legs.length - 1]
  return last ? { fromCity: last.toCity, toCity: '', date: last.date, product: last.product } : { fromCity: '', toCity: '', date: today, product: 'train' }
}
