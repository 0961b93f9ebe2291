import type { Queryable } from '../../../db/types'
import type { TrainSeatCode, TrainType } from '../../../../../types/api/train'

/**
 * A rail channel: stations, the trains between two stations on a date with their classes, fares and seats
 * left, a train's stops, taking seats for a booking (in the caller's transaction, never below zero), giving
 * them back, and issuing the tickets. The simulated channel (simulated.ts) keeps seats in the app's database.
 */
export type SupplierStation = { code: string; name: string; city: string; pinyin: string; initials: string; isHot: boolean }

export type SupplierSeat = { code: TrainSeatCode; name: string; priceFen: number; remaining: number }

export type SupplierStop = { index: number; stationCode: string; stationName: string; arriveMinute: number; departMinute: number }

export type SupplierTrip = {
  trainNo: string
  type: TrainType
  date: string
  from: SupplierStop
  to: SupplierStop
  startStationName: string
  endStationName: string
  distanceKm: number
  seats: SupplierSeat[]
}

/** Seats of one class on one train and date, between two stop indexes of the train. */
export type SeatRequest = { trainNo: string; date: string; seatCode: TrainSeatCode; fromIndex: number; toIndex: number; count: number }

export type TrainSupplier = {
  stations(): readonly SupplierStation[]
  /** Trains from any of `fromCodes` to any of `toCodes` on the date, by departure time. */
  search(fromCodes: readonly string[], toCodes: readonly string[], date: string): Promise<SupplierTrip[]>
  /** One train between two of its stations on a date (null when it does not run there). */
  trip(trainNo: string, fromCode: string, toCode: string, date: string): Promise<SupplierTrip | null>
  stops(trainNo: string): SupplierStop[] | null
  /** Takes the seats; false when fewer are left on some leg (the caller then rolls its transaction back). */
  hold(tx: Queryable, request: SeatRequest): Promise<boolean>
  release(tx: Queryable, request: SeatRequest): Promise<void>
  /** Issues the tickets of a paid order: 12306's ticket number and a seat per passenger. */
  issue(request: { orderNo: string; trainNo: string; seatCode: TrainSeatCode; passengers: number; preferences?: readonly string[] }): Promise<{ ticketNo: string; seatNos: string[] }>
}
