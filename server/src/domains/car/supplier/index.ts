import type { Coordinate } from '../../../../../types/api/car'
import { offsetMetres, type LonLat } from '@domain/car/geo'
import { ridePhaseAt, type RidePhase, type RideTimeline } from '@domain/car/ride'

export type RideDriver = { name: string; phone: string; plate: string; model: string; color: string }

/** What the ride provider says of a trip at an instant. */
export type RideState = {
  phase: RidePhase; progress: number; acceptedAt: Date | null; driver: RideDriver | null; position: LonLat | null
  /** A finished rental: the minutes and metres it used (the provider's meter); null otherwise. */
  used: { minutes: number; metres: number } | null
}

/** platePrefix: the city's licence-plate prefix (沪A); rental: a 日租 package's hours and kilometres. */
export type RideRequest = { orderNo: string; carType: number; start: LonLat; end: LonLat; calledAt: Date; platePrefix: string; rental: { hours: number; km: number } | null }

/**
 * A ride-hailing provider (DiDi, Caocao, Shouqi could implement it): dispatch, the trip's state, cancel, nearby cars.
 * The simulated one follows a fixed timeline from the call.
 */
export type RideSupplier = {
  name: string
  dispatch(request: RideRequest): RideDriver
  stateAt(request: RideRequest, driver: RideDriver | null, at: Date): RideState
  nearbyCars(at: LonLat): Coordinate[]
}

/** Default: a car is found in 8 s, arrives in 20 s, waits 6 s, drives 30 s (decision 0191). */
export const DEFAULT_TIMELINE: RideTimeline = { dispatching: 8, arriving: 20, waiting: 6, onTrip: 30 }

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄']
const MODELS = [
  { model: '大众朗逸', color: '白色' },
  { model: '丰田凯美瑞', color: '黑色' },
  { model: '别克GL8', color: '银色' },
]

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const lerp = (a: LonLat, b: LonLat, t: number): LonLat => ({ lon: a.lon + (b.lon - a.lon) * t, lat: a.lat + (b.lat - a.lat) * t })

/**
 * What a simulated rental used (decision 0740), the same for an order every time: from 40 minutes under the package's
 * hours to an hour over, and from 15 km under its kilometres to 15 km over.
 */
export function rentalUsage(request: RideRequest): { minutes: number; metres: number } {
  const rental = request.rental
  if (!rental) return { minutes: 0, metres: 0 }
  const h = hash(`rental:${request.orderNo}`)
  return { minutes: rental.hours * 60 - 40 + (h % 101), metres: rental.km * 1000 - 15_000 + ((h >>> 8) % 30_001) }
}

export function createSimulatedRideSupplier(timeline: RideTimeline = DEFAULT_TIMELINE): RideSupplier {
  const driverStart = (request: RideRequest) => offsetMetres(request.start, 900, 600)
  return {
    name: 'simulated',
    dispatch(request) {
      const h = hash(request.orderNo)
      const car = MODELS[Math.min(request.carType, 3) - 1] ?? MODELS[0]
      return {
        name: `${SURNAMES[h % SURNAMES.length]}师傅`,
        phone: `139${String(h % 100_000_000).padStart(8, '0')}`,
        plate: `${request.platePrefix}·D${String(10_000 + (h % 90_000))}`,
        model: car.model,
        color: car.color,
      }
    },
    stateAt(request, driver, at) {
      const elapsed = Math.max(0, (at.getTime() - request.calledAt.getTime()) / 1000)
      const { phase, progress } = ridePhaseAt(elapsed, timeline)
      const acceptedAt = phase === 'dispatching' ? null : new Date(request.calledAt.getTime() + timeline.dispatching * 1000)
      const position =
        phase === 'dispatching' ? null
          : phase === 'arriving' ? lerp(driverStart(request), request.start, progress)
            : phase === 'waiting' ? request.start
              : phase === 'onTrip' ? lerp(request.start, request.end, progress)
                : request.end
      return { phase, progress, acceptedAt, driver: phase === 'dispatching' ? null : driver, position, used: phase === 'finished' && request.rental ? rentalUsage(request) : null }
    },
    nearbyCars(at) {
      return [[-320, 210], [450, -120], [180, 520], [-600, -380], [700, 400]].map(([east, north]) => {
        const point = offsetMetres(at, east, north)
        return { Lon: point.lon, Lat: point.lat }
      })
    },
  }
}
