/**
 * Travel standards' shapes (types only), the floor under the rules: domain/policy/standards.ts holds their
 * constant lists and names and types them by these, and the policy functions in domain/policy decide with them
 * (decision 0880). The server stores one `EnterpriseStandards` per enterprise (policy domain).
 */

/** What happens when an option is over the standard, as the enterprise configured it. */
export type OverAction = 'allow' | 'requireReason' | 'requireApproval' | 'block'

/** 1 first-tier (北上广深), 2 second-tier, 3 all other cities. */
export type CityTier = 1 | 2 | 3
/** The member's grade for the standard: IsManage members are 'manager'. */
export type StaffGrade = 'employee' | 'manager'

export type ByGrade<Value> = { [Grade in StaffGrade]: Value }
export type ByTierAndGrade<Value> = { [Tier in CityTier]: ByGrade<Value> }

/** Hotel: nightly cap in fen per city tier and grade (null = no cap). */
export type HotelStandard = {
  nightlyCapFen: ByTierAndGrade<number | null>
  whenExceeded: OverAction
}

export type TrainSeatClass = '二等座' | '一等座' | '商务座' | '特等座' | '硬座' | '软座' | '无座'
export type TrainSleeperClass = '硬卧' | '软卧' | '动卧' | '高级软卧'
export type TrainClass = TrainSeatClass | TrainSleeperClass

/**
 * Train: the seat classes each grade may book on any train; on a night train also the sleeper classes.
 * A night train departs at or after `nightTrain.departFrom` (HH:mm, Beijing time) or arrives on a later day,
 * and runs at least `nightTrain.minHours` hours (see domain/policy/train.ts isNightTrain).
 */
export type TrainStandard = {
  seatClasses: ByGrade<TrainSeatClass[]>
  sleeperClasses: ByGrade<TrainSleeperClass[]>
  nightTrain: { departFrom: string; minHours: number }
  whenExceeded: OverAction
}

export type CabinClass = 'economy' | 'premiumEconomy' | 'business' | 'first'

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

export type CarUseType = 'daily' | 'airport' | 'station' | 'overtime'
export type CarLevel = 'economy' | 'comfort' | 'business' | 'luxury'

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

export type PolicyProduct = 'hotel' | 'train' | 'flight' | 'car' | 'takeout'

/** One enterprise's standards; null for a product means it has none (everything is within). */
export type EnterpriseStandards = {
  hotel: HotelStandard | null
  train: TrainStandard | null
  flight: FlightStandard | null
  car: CarStandard | null
  takeout: TakeoutStandard | null
}
