/**
 * Hotel travel policy: the nightly cap by city tier and grade. The list, the form and the server's re-check
 * on submit all call `hotelVerdict`.
 */
import { cheapestWithin, type PolicyVerdict } from './verdict'
import { ACTION_TEXT, GRADE_NAME, yuanText, type CityTier, type HotelStandard, type StaffGrade } from './standards'

export type { HotelStandard } from './standards'

/** One rate: its average nightly price in integer fen (what the cap is checked against). */
export type HotelOption = { nightlyFen: number }

export type HotelPolicyInput = {
  cityTier: CityTier
  grade: StaffGrade
  /** null: no standard applies (private travel or none configured). */
  standard: HotelStandard | null
}

/** The verdict plus the cap that applied (null when there is none). */
export type HotelVerdict<Option extends HotelOption = HotelOption> = PolicyVerdict<Option> & { capFen: number | null }

export function hotelCapOf(standard: HotelStandard | null, cityTier: CityTier, grade: StaffGrade): number | null {
  if (!standard) return null
  const row = standard.nightlyCapFen[cityTier]
  if (!row) return null
  const cap = row[grade]
  return typeof cap === 'number' && Number.isFinite(cap) ? cap : null
}

const TIER_NAME: Record<CityTier, string> = { 1: '一线城市', 2: '二线城市', 3: '其他城市' }

/** 员工在一线城市每晚不超过¥600, or 不限 when no cap applies. */
export function hotelRule(input: HotelPolicyInput): string {
  const cap = hotelCapOf(input.standard, input.cityTier, input.grade)
  const who = `${GRADE_NAME[input.grade]}在${TIER_NAME[input.cityTier]}`
  return cap === null ? `${who}住宿不限价` : `${who}每晚不超过${yuanText(cap)}`
}

function isWithin(option: HotelOption, capFen: number | null): boolean {
  return capFen === null || option.nightlyFen <= capFen
}

/** A rate is within at or below the cap; over it, the standard's action decides. `options`: the search's rates. */
export function hotelVerdict<Option extends HotelOption>(option: Option, input: HotelPolicyInput, options: readonly Option[] = []): HotelVerdict<Option> {
  const capFen = hotelCapOf(input.standard, input.cityTier, input.grade)
  const within = isWithin(option, capFen) || !input.standard
  const rule = hotelRule(input)
  if (within) return { status: 'within', action: 'allow', rule, cheapestCompliant: null, capFen }
  return {
    status: 'over',
    action: input.standard!.whenExceeded,
    rule: `${rule}，${ACTION_TEXT[input.standard!.whenExceeded]}`,
    cheapestCompliant: cheapestWithin(options, (o) => isWithin(o, capFen), (o) => o.nightlyFen),
    capFen,
  }
}

/** The standard in plain Chinese for 我的差标: one line per city tier. */
export function describeHotelStandard(standard: HotelStandard | null, grade: StaffGrade): string[] {
  if (!standard) return ['酒店不限标准']
  return ([1, 2, 3] as const).map((tier) => {
    const cap = hotelCapOf(standard, tier, grade)
    return `${TIER_NAME[tier]}：${cap === null ? '不限' : `每晚不超过${yuanText(cap)}`}`
  }).concat(`超标时：${ACTION_TEXT[standard.whenExceeded]}`)
}
