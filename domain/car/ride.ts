/** Car hire rules shared by the app and the server: car classes, the price estimate, the trip's progress, the cancel fee. */

export const CAR_CLASSES = [
  { carType: 1, name: '经济型', startFen: 1_300, perKmFen: 230, perMinuteFen: 40, seats: 4 },
  { carType: 2, name: '舒适型', startFen: 1_800, perKmFen: 320, perMinuteFen: 60, seats: 4 },
  { carType: 3, name: '商务型', startFen: 2_800, perKmFen: 450, perMinuteFen: 90, seats: 6 },
] as const

export type CarType = (typeof CAR_CLASSES)[number]['carType']

/** Use types: 1 immediate, 2 scheduled, 3 airport pick-up, 4 airport drop-off, 5 station, 6 daily rental. */
export const USE_TYPES = [
  { useType: 1, name: '立即用车' },
  { useType: 2, name: '预约用车' },
  { useType: 3, name: '接机' },
  { useType: 4, name: '送机' },
  { useType: 5, name: '接送站' },
  { useType: 6, name: '日租' },
] as const

export type UseType = (typeof USE_TYPES)[number]['useType']

/** Road distance is longer than the straight line: the simulated provider's detour factor. */
export const ROAD_FACTOR = 1.3
/** Average speed of the estimate's first, urban kilometres (streets, lights), km/h. */
export const CITY_SPEED_KMH = 24
/** How much of a ride the estimate takes as urban streets; the rest runs on elevated roads and expressways. */
export const URBAN_METRES = 5_000
/**
 * Average speed past the urban part (elevated roads and expressways with their ramps), km/h: 陆家嘴→浦东T1, about
 * 40 km by road, then takes about 47 min (issue 33: 45–55 min and ¥110–130 by 经济型 in reality; 24 km/h all the way
 * made it 100 min and ¥145).
 */
export const EXPRESSWAY_SPEED_KMH = 60

export type RouteEstimate = { metres: number; minutes: number }

/** Road metres and minutes from the straight-line distance. */
export function routeEstimate(straightMetres: number): RouteEstimate {
  const metres = Math.round(straightMetres * ROAD_FACTOR)
  const urban = Math.min(metres, URBAN_METRES)
  const fast = metres - urban
  const exactMinutes = (urban / (CITY_SPEED_KMH * 1000)) * 60 + (fast / (EXPRESSWAY_SPEED_KMH * 1000)) * 60
  const minutes = metres === 0 ? 0 : Math.max(1, Math.round(exactMinutes))
  return { metres, minutes }
}

/** Fare of a class for a route, integer fen, rounded up to the yuan. */
export function estimateFen(carType: CarType, route: RouteEstimate): number {
  const cls = CAR_CLASSES.find((c) => c.carType === carType)
  if (!cls) throw new Error(`unknown car type ${carType}`)
  const raw = cls.startFen + (cls.perKmFen * route.metres) / 1000 + cls.perMinuteFen * route.minutes
  return Math.ceil(raw / 100) * 100
}

export const carClassName = (carType: number) => CAR_CLASSES.find((c) => c.carType === carType)?.name ?? '网约车'
export const rideKindName = (useType: number) => USE_TYPES.find((u) => u.useType === useType)?.name ?? '用车'

export type RidePhase = 'dispatching' | 'arriving' | 'waiting' | 'onTrip' | 'finished'

export const RIDE_PHASE_TEXT: Readonly<Record<RidePhase | 'cancelled', string>> = {
  dispatching: '正在为您派车',
  arriving: '司机正在赶来',
  waiting: '司机已到达上车点',
  onTrip: '行程中',
  finished: '已到达目的地，费用已确认',
  cancelled: '订单已取消',
}

/** Seconds each phase lasts in the simulated provider (dispatching, arriving, waiting, onTrip). */
export type RideTimeline = { dispatching: number; arriving: number; waiting: number; onTrip: number }

/** The phase a trip is in `elapsedSeconds` after it was called, and how far through that phase (0..1). */
export function ridePhaseAt(elapsedSeconds: number, timeline: RideTimeline): { phase: RidePhase; progress: number } {
  let start = 0
  for (const phase of ['dispatching', 'arriving', 'waiting', 'onTrip'] as const) {
    const end = start + timeline[phase]
    if (elapsedSeconds < end) return { phase, progress: timeline[phase] === 0 ? 1 : (elapsedSeconds - start) / timeline[phase] }
    start = end
  }
  return { phase: 'finished', progress: 1 }
}

/** Cancel fee rule (decision 0191): free until the driver has been on the way for 2 minutes; then ¥5; not once the trip started. */
export const FREE_CANCEL_SECONDS_AFTER_ACCEPT = 120
export const LATE_CANCEL_FEE_FEN = 500

/** The fee to cancel now, or null when the trip can no longer be cancelled. */
export function cancelFeeFen(phase: RidePhase, secondsSinceAccepted: number): number | null {
  if (phase === 'onTrip' || phase === 'finished') return null
  if (phase === 'dispatching') return 0
  if (phase === 'waiting') return LATE_CANCEL_FEE_FEN
  return secondsSinceAccepted <= FREE_CANCEL_SECONDS_AFTER_ACCEPT ? 0 : LATE_CANCEL_FEE_FEN
}

/** Whether a reason must be given (the enterprise's carReasonRequiredCode lists use types; temporary = immediate/scheduled). */
export function isReasonRequired(useType: number, reasonRequiredUseTypes: readonly number[], temporaryCarNotNeedReason: boolean): boolean {
  if (temporaryCarNotNeedReason && (useType === 1 || useType === 2)) return false
  return reasonRequiredUseTypes.includes(useType)
}

/** 差旅用车: the use types of a business trip (接机, 送机, 接送站), which may be booked under a travel application (decision 0480). */
export const TRAVEL_USE_TYPES: readonly number[] = [3, 4, 5]

export const isTravelUseType = (useType: number): boolean => TRAVEL_USE_TYPES.includes(useType)
