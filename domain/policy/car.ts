/**
 * Car travel policy: time windows of the day, cities, use types, car levels by grade and a cap per ride.
 */
import { cheapestWithin, type PolicyVerdict } from './verdict'
import {
  ACTION_TEXT, CAR_LEVEL_NAME, CAR_USE_NAME, GRADE_NAME, inWindow, minuteOfDay, yuanText,
  type CarLevel, type CarStandard, type CarUseType, type StaffGrade,
} from './standards'

export type { CarStandard, CarLevel, CarUseType } from './standards'

/** One car level's estimate for one ride. */
export type CarOption = {
  useType: CarUseType
  level: CarLevel
  /** The city the ride starts in, e.g. 上海. */
  cityName: string
  /** Departure 'HH:mm' (or 'YYYY-MM-DD HH:mm'), Beijing time. */
  departAt: string
  estimateFen: number
}

export type CarPolicyInput = { grade: StaffGrade; standard: CarStandard | null }
export type CarVerdict<Option extends CarOption = CarOption> = PolicyVerdict<Option>

const windowsText = (standard: CarStandard) => standard.timeWindows.map((w) => `${w.from}-${w.to}`).join('、')

function breach(option: CarOption, input: CarPolicyInput): string | null {
  const standard = input.standard
  if (!standard) return null
  if (!standard.useTypes.includes(option.useType)) return `不可${CAR_USE_NAME[option.useType]}，限${standard.useTypes.map((u) => CAR_USE_NAME[u]).join('/') || '无'}`
  if (standard.cities !== null && !standard.cities.includes(option.cityName)) return `用车城市限${standard.cities.join('、') || '无'}`
  const minute = minuteOfDay(option.departAt)
  if (standard.timeWindows.length && !standard.timeWindows.some((w) => inWindow(minute, w))) return `用车时间限${windowsText(standard)}`
  const levels = standard.levels[input.grade]
  if (!levels.includes(option.level)) return `${GRADE_NAME[input.grade]}用车限${levels.map((l) => CAR_LEVEL_NAME[l]).join('/') || '无'}`
  const cap = standard.perRideCapFen[input.grade]
  if (cap !== null && option.estimateFen > cap) return `${GRADE_NAME[input.grade]}每次用车不超过${yuanText(cap)}`
  return null
}

export function carRule(input: CarPolicyInput): string {
  const standard = input.standard
  if (!standard) return '用车不限标准'
  const cap = standard.perRideCapFen[input.grade]
  const parts = [`${GRADE_NAME[input.grade]}用车限${standard.levels[input.grade].map((l) => CAR_LEVEL_NAME[l]).join('/') || '无'}`]
  if (cap !== null) parts.push(`每次不超过${yuanText(cap)}`)
  if (standard.timeWindows.length) parts.push(`时间${windowsText(standard)}`)
  return parts.join('，')
}

export function isCarOptionWithin(option: CarOption, input: CarPolicyInput): boolean {
  return breach(option, input) === null
}

/** The verdict for one car level; `options` (the levels offered for the ride) give the cheapest compliant one. */
export function carVerdict<Option extends CarOption>(option: Option, input: CarPolicyInput, options: readonly Option[] = []): CarVerdict<Option> {
  const broken = breach(option, input)
  if (broken === null || !input.standard) return { status: 'within', action: 'allow', rule: carRule(input), cheapestCompliant: null }
  const action = input.standard.whenExceeded
  return {
    status: 'over',
    action,
    rule: `${broken}，${ACTION_TEXT[action]}`,
    cheapestCompliant: cheapestWithin(options, (o) => isCarOptionWithin(o, input), (o) => o.estimateFen),
  }
}

export function describeCarStandard(standard: CarStandard | null, grade: StaffGrade): string[] {
  if (!standard) return ['用车不限标准']
  const cap = standard.perRideCapFen[grade]
  return [
    `用车类型：${standard.useTypes.map((u) => CAR_USE_NAME[u]).join('/') || '不可用车'}`,
    `车型：${standard.levels[grade].map((l) => CAR_LEVEL_NAME[l]).join('/') || '不可用车'}`,
    `时间：${standard.timeWindows.length ? windowsText(standard) : '不限'}`,
    `城市：${standard.cities === null ? '不限' : standard.cities.join('、')}`,
    `每次金额：${cap === null ? '不限' : `不超过${yuanText(cap)}`}`,
    `超标时：${ACTION_TEXT[standard.whenExceeded]}`,
  ]
}
