/**
 * Flight travel policy: cabin by grade, fare cap as a percentage of the full economy fare (折扣), booking at
 * least N days ahead, and the lowest fare among the flights departing within ±N hours of the chosen one.
 */
import { cheapestWithin, type PolicyVerdict } from './verdict'
import { ACTION_TEXT, CABIN_NAME, GRADE_NAME, wallMinutes, type CabinClass, type FlightStandard, type StaffGrade } from './standards'

export type { FlightStandard, CabinClass } from './standards'

/** One fare of one flight in a search. */
export type FlightOption = {
  cabin: CabinClass
  priceFen: number
  /** The full economy fare of the route (Y 全价), fen: the discount is priceFen / fullFareFen. */
  fullFareFen: number
  /** Departure 'YYYY-MM-DD HH:mm', Beijing time. */
  departAt: string
}

export type FlightPolicyInput = {
  grade: StaffGrade
  standard: FlightStandard | null
  /** The day of booking, 'YYYY-MM-DD' Beijing time. */
  bookedOn: string
}

export type FlightVerdict<Option extends FlightOption = FlightOption> = PolicyVerdict<Option>

const DAY_MINUTES = 24 * 60

/** 7折 for 70, 7.5折 for 75, 全价 for 100 or more. */
export function discountText(percent: number): string {
  return percent >= 100 ? '全价' : `${percent / 10}折`
}

/** The lowest fare among `options` departing within ±hours of `departAt`. */
export function lowestFareAround(departAt: string, hours: number, options: readonly FlightOption[]): number | null {
  const at = wallMinutes(departAt)
  let lowest: number | null = null
  for (const option of options) {
    if (Math.abs(wallMinutes(option.departAt) - at) > hours * 60) continue
    if (lowest === null || option.priceFen < lowest) lowest = option.priceFen
  }
  return lowest
}

function breach(option: FlightOption, input: FlightPolicyInput, options: readonly FlightOption[]): string | null {
  const standard = input.standard
  if (!standard) return null
  const who = GRADE_NAME[input.grade]
  const cabins = standard.cabins[input.grade]
  if (!cabins.includes(option.cabin)) {
    return cabins.length ? `${who}乘机限${cabins.map((c) => CABIN_NAME[c]).join('/')}` : `${who}不可乘机`
  }
  const maxPercent = standard.maxFarePercent[input.grade]
  if (maxPercent !== null && option.fullFareFen > 0 && option.priceFen * 100 > option.fullFareFen * maxPercent) {
    return `${who}机票不超过${discountText(maxPercent)}`
  }
  if (standard.minAdvanceDays !== null) {
    const days = Math.floor((wallMinutes(option.departAt.slice(0, 10)) - wallMinutes(input.bookedOn)) / DAY_MINUTES)
    if (days < standard.minAdvanceDays) return `机票需提前${standard.minAdvanceDays}天预订`
  }
  if (standard.lowestFareHours !== null) {
    const lowest = lowestFareAround(option.departAt, standard.lowestFareHours, options.length ? options : [option])
    if (lowest !== null && option.priceFen > lowest + standard.lowestFareToleranceFen) {
      return `需预订起飞前后${standard.lowestFareHours}小时内的最低价航班`
    }
  }
  return null
}

export function flightRule(input: Pick<FlightPolicyInput, 'grade' | 'standard'>): string {
  const standard = input.standard
  if (!standard) return '机票不限舱位'
  const who = GRADE_NAME[input.grade]
  const parts = [`${who}乘机限${standard.cabins[input.grade].map((c) => CABIN_NAME[c]).join('/') || '无'}`]
  const max = standard.maxFarePercent[input.grade]
  if (max !== null) parts.push(`不超过${discountText(max)}`)
  if (standard.minAdvanceDays !== null) parts.push(`提前${standard.minAdvanceDays}天预订`)
  if (standard.lowestFareHours !== null) parts.push(`前后${standard.lowestFareHours}小时最低价`)
  return parts.join('，')
}

export function isFlightOptionWithin(option: FlightOption, input: FlightPolicyInput, options: readonly FlightOption[] = []): boolean {
  return breach(option, input, options) === null
}

/** The verdict for one fare; `options` (the search's fares) feed the lowest-fare rule and the cheapest compliant one. */
export function flightVerdict<Option extends FlightOption>(option: Option, input: FlightPolicyInput, options: readonly Option[] = []): FlightVerdict<Option> {
  const broken = breach(option, input, options)
  if (broken === null || !input.standard) return { status: 'within', action: 'allow', rule: flightRule(input), cheapestCompliant: null }
  const action = input.standard.whenExceeded
  return {
    status: 'over',
    action,
    rule: `${broken}，${ACTION_TEXT[action]}`,
    cheapestCompliant: cheapestWithin(options, (o) => isFlightOptionWithin(o, input, options), (o) => o.priceFen),
  }
}

export function describeFlightStandard(standard: FlightStandard | null, grade: StaffGrade): string[] {
  if (!standard) return ['机票不限舱位']
  const max = standard.maxFarePercent[grade]
  const lines = [
    `舱位：${standard.cabins[grade].map((c) => CABIN_NAME[c]).join('/') || '不可乘机'}`,
    `折扣：${max === null ? '不限' : `不超过${discountText(max)}`}`,
  ]
  if (standard.minAdvanceDays !== null) lines.push(`提前预订：至少提前${standard.minAdvanceDays}天`)
  if (standard.lowestFareHours !== null) lines.push(`低价：选择起飞前后${standard.lowestFareHours}小时内的最低价航班`)
  lines.push(`超标时：${ACTION_TEXT[standard.whenExceeded]}`)
  return lines
}
