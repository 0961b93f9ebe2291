/**
 * Train travel policy: seat classes by grade (e.g. 员工二等座, 经理一等座); sleeper berths only on a night train
 * and only the grade's sleeper classes. A night train departs at or after the standard's `departFrom` (e.g.
 * 19:00) or arrives on a later calendar day, and runs at least `minHours` hours.
 */
import { cheapestWithin, type PolicyVerdict } from './verdict'
import {
  ACTION_TEXT, GRADE_NAME, TRAIN_SLEEPER_CLASSES, minuteOfDay,
  type StaffGrade, type TrainClass, type TrainStandard,
} from './standards'

export type { TrainStandard, TrainClass } from './standards'

/** One seat of one train in a search. */
export type TrainOption = {
  /** 二等座, 一等座, 商务座, 硬卧, 软卧 ... */
  seatClass: TrainClass | string
  priceFen: number
  /** Departure, 'HH:mm' Beijing time. */
  departTime: string
  /** Minutes from departure to arrival. */
  durationMinutes: number
}

export type TrainPolicyInput = { grade: StaffGrade; standard: TrainStandard | null }

export type TrainVerdict<Option extends TrainOption = TrainOption> = PolicyVerdict<Option>

const DAY = 24 * 60

/** 动卧 trains sell 一等卧 and 二等卧 (decision 0610); a standard allows them as 动卧. */
export const DONGWO_BERTHS = ['一等卧', '二等卧'] as const

/** The class a standard names for a seat class sold by a train. */
export const policyClassOf = (seatClass: string): string => ((DONGWO_BERTHS as readonly string[]).includes(seatClass) ? '动卧' : seatClass)

export function isSleeper(seatClass: string): boolean {
  return (TRAIN_SLEEPER_CLASSES as readonly string[]).includes(policyClassOf(seatClass))
}

export function isNightTrain(option: Pick<TrainOption, 'departTime' | 'durationMinutes'>, night: TrainStandard['nightTrain']): boolean {
  const depart = minuteOfDay(option.departTime)
  const from = minuteOfDay(night.departFrom)
  if (Number.isNaN(depart) || option.durationMinutes < night.minHours * 60) return false
  return depart >= from || depart + option.durationMinutes >= DAY
}

function joinOr(names: readonly string[]): string {
  return names.length === 0 ? '不可预订' : `限${names.join('/')}`
}

/** The rule that decides one option, in plain Chinese; null when the option is within. */
function breach(option: TrainOption, input: TrainPolicyInput): string | null {
  const standard = input.standard
  if (!standard) return null
  const who = GRADE_NAME[input.grade]
  if (isSleeper(option.seatClass)) {
    if (!isNightTrain(option, standard.nightTrain)) return `${who}乘坐日间列车不可选卧铺，${joinOr(standard.seatClasses[input.grade])}`
    const sleepers: readonly string[] = standard.sleeperClasses[input.grade]
    return sleepers.includes(policyClassOf(option.seatClass)) ? null : `${who}乘坐夜间列车卧铺${joinOr(sleepers)}`
  }
  const seats: readonly string[] = standard.seatClasses[input.grade]
  return seats.includes(option.seatClass) ? null : `${who}乘坐火车${joinOr(seats)}`
}

export function trainRule(input: TrainPolicyInput): string {
  if (!input.standard) return '火车票不限席别'
  const who = GRADE_NAME[input.grade]
  const sleepers = input.standard.sleeperClasses[input.grade]
  const night = sleepers.length ? `；夜间列车可选${sleepers.join('/')}` : ''
  return `${who}乘坐火车${joinOr(input.standard.seatClasses[input.grade])}${night}`
}

export function isTrainOptionWithin(option: TrainOption, input: TrainPolicyInput): boolean {
  return breach(option, input) === null
}

/** The verdict for one seat; `options` (the search's seats) give the cheapest compliant one when it is over. */
export function trainVerdict<Option extends TrainOption>(option: Option, input: TrainPolicyInput, options: readonly Option[] = []): TrainVerdict<Option> {
  const broken = breach(option, input)
  if (broken === null || !input.standard) return { status: 'within', action: 'allow', rule: trainRule(input), cheapestCompliant: null }
  const action = input.standard.whenExceeded
  return {
    status: 'over',
    action,
    rule: `${broken}，${ACTION_TEXT[action]}`,
    cheapestCompliant: cheapestWithin(options, (o) => isTrainOptionWithin(o, input), (o) => o.priceFen),
  }
}

export function describeTrainStandard(standard: TrainStandard | null, grade: StaffGrade): string[] {
  if (!standard) return ['火车票不限席别']
  const sleepers = standard.sleeperClasses[grade]
  return [
    `席别：${joinOr(standard.seatClasses[grade])}`,
    `夜间列车（${standard.nightTrain.departFrom}后出发或次日到达，且运行${standard.nightTrain.minHours}小时以上）卧铺：${sleepers.length ? joinOr(sleepers) : '不可选'}`,
    `超标时：${ACTION_TEXT[standard.whenExceeded]}`,
  ]
}
