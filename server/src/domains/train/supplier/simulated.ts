import type { Db, Queryable } from '../../../db/types'
import type { SeatRequest, SupplierSeat, SupplierStation, SupplierStop, SupplierTrip, TrainSupplier } from './index'
import { STATIONS } from './railData'
import { fareFen, initialSeats, shareOf, trainByNo, TRAINS, type Train } from './timetable'

const stopOf = (train: Train, index: number): SupplierStop => {
  const stop = train.stops[index]
  return { index, stationCode: stop.station.code, stationName: stop.station.name, arriveMinute: stop.arriveMinute, departMinute: stop.departMinute }
}

/** 12306's stations (railData.ts) with its pinyin and initials. */
const SUPPLIER_STATIONS: readonly SupplierStation[] = STATIONS.map((s) => ({ code: s.code, name: s.name, city: s.city, pinyin: s.pinyin, initials: s.initials, isHot: s.isHot }))

type LegRow = { train_no: string; seat_code: string; leg: number; remaining: number }

/** The simulated rail channel: the fixed timetable of timetable.ts, seats per leg in train_seat_legs. */
const BERTHS: Record<string, string> = { L: '下铺', M: '中铺', U: '上铺' }

export function createSimulatedTrainSupplier(db: Db): TrainSupplier {
  async function seatsLeft(trips: { train: Train; fromIndex: number; toIndex: number }[], date: string): Promise<Map<string, number>> {
    const { rows } = await db.query<LegRow>('select train_no, seat_code, leg, remaining from train_seat_legs where run_date = $1 and train_no = any($2::text[])', [
      date, trips.map((t) => t.train.trainNo),
    ])
    const taken = new Map(rows.map((r) => [`${r.train_no}|${r.seat_code}|${r.leg}`, r.remaining]))
    const left = new Map<string, number>()
    for (const { train, fromIndex, toIndex } of trips) {
      for (const seat of train.classes) {
        let min = Number.POSITIVE_INFINITY
        for (let leg = fromIndex; leg < toIndex; leg += 1) min = Math.min(min, taken.get(`${train.trainNo}|${seat.code}|${leg}`) ?? initialSeats(train.trainNo, date, seat))
        left.set(`${train.trainNo}|${seat.code}`, min)
      }
    }
    return left
  }

  function tripOf(train: Train, fromIndex: number, toIndex: number, date: string, left: Map<string, number>): SupplierTrip {
    const km = train.stops[toIndex].km - train.stops[fromIndex].km
    const fareKm = train.stops[toIndex].fareKm - train.stops[fromIndex].fareKm
    const seats: SupplierSeat[] = train.classes.map((seat) => ({ code: seat.code, name: seat.name, priceFen: fareFen(seat, fareKm), remaining: left.get(`${train.trainNo}|${seat.code}`) ?? 0 }))
    return {
      trainNo: train.trainNo,
      type: train.type,
      date,
      from: stopOf(train, fromIndex),
      to: stopOf(train, toIndex),
      startStationName: train.stops[0].station.name,
      endStationName: train.stops[train.stops.length - 1].station.name,
      distanceKm: km,
      seats,
    }
  }

  const legsOf = (request: SeatRequest) => {
    const train = trainByNo(request.trainNo)
    const seat = train?.classes.find((c) => c.code === request.seatCode)
    if (!train || !seat || request.fromIndex < 0 || request.toIndex >= train.stops.length || request.fromIndex >= request.toIndex) throw new Error('no such seats')
    return { train, seat }
  }

  return {
    stations: () => SUPPLIER_STATIONS,
    async search(fromCodes, toCodes, date) {
      const found: { train: Train; fromIndex: number; toIndex: number }[] = []
      for (const train of TRAINS) {
        const fromIndex = train.stops.findIndex((s) => fromCodes.includes(s.station.code))
        const toIndex = train.stops.findIndex((s) => toCodes.includes(s.station.code))
        if (fromIndex >= 0 && toIndex > fromIndex) found.push({ train, fromIndex, toIndex })
      }
      if (found.length === 0) return []
      const left = await seatsLeft(found, date)
      return found.map((f) => tripOf(f.train, f.fromIndex, f.toIndex, date, left)).sort((a, b) => a.from.departMinute - b.from.departMinute)
    },
    async trip(trainNo, fromCode, toCode, date) {
      const train = trainByNo(trainNo)
      if (!train) return null
      const fromIndex = train.stops.findIndex((s) => s.station.code === fromCode)
      const toIndex = train.stops.findIndex((s) => s.station.code === toCode)
      if (fromIndex < 0 || toIndex <= fromIndex) return null
      const left = await seatsLeft([{ train, fromIndex, toIndex }], date)
      return tripOf(train, fromIndex, toIndex, date, left)
    },
    stops(trainNo) {
      const train = trainByNo(trainNo)
      return train ? train.stops.map((_, index) => stopOf(train, index)) : null
    },
    async hold(tx: Queryable, request) {
      const { train, seat } = legsOf(request)
      await tx.query(
        `insert into train_seat_legs (train_no, run_date, seat_code, leg, remaining)
         select $1, $2, $3, leg, $4 from generate_series($5::int, $6::int) as leg on conflict do nothing`,
        [train.trainNo, request.date, seat.code, initialSeats(train.trainNo, request.date, seat), request.fromIndex, request.toIndex - 1],
      )
      const { rowCount } = await tx.query(
        `update train_seat_legs set remaining = remaining - $6
          where train_no = $1 and run_date = $2 and seat_code = $3 and leg >= $4 and leg < $5 and remaining >= $6`,
        [train.trainNo, request.date, seat.code, request.fromIndex, request.toIndex, request.count],
      )
      return rowCount === request.toIndex - request.fromIndex
    },
    async release(tx, request) {
      const { train, seat } = legsOf(request)
      await tx.query(
        `update train_seat_legs set remaining = remaining + $6 where train_no = $1 and run_date = $2 and seat_code = $3 and leg >= $4 and leg < $5`,
        [train.trainNo, request.date, seat.code, request.fromIndex, request.toIndex, request.count],
      )
    },
    async issue(request) {
      const coach = 1 + Math.floor(shareOf(request.orderNo) * 8)
      const letters = request.seatCode === '3' ? ['下铺', '中铺', '上铺'] : request.seatCode === '4' ? ['下铺', '上铺'] : ['A', 'B', 'C', 'D', 'F']
      const firstRow = 1 + Math.floor(shareOf(`${request.orderNo}|row`) * 16)
      /** The simulated 12306 always meets a 选座/选铺 wish (decision 0342); a real one may not. */
      const wished = (i: number) => BERTHS[request.preferences?.[i] ?? ''] ?? (request.preferences?.[i] || letters[i % letters.length])
      const taken = new Set<string>()
      const seatNos = Array.from({ length: request.passengers }, (_, i) => {
        if (request.seatCode === 'W') return `${String(coach).padStart(2, '0')}车无座`
        let row = firstRow + Math.floor(i / letters.length)
        while (taken.has(`${row}${wished(i)}`)) row += 1
        taken.add(`${row}${wished(i)}`)
        return `${String(coach).padStart(2, '0')}车${String(row).padStart(2, '0')}${wished(i)}`
      })
      return { ticketNo: `E${request.orderNo.slice(-9)}${String(coach)}`, seatNos }
    },
  }
}
