/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import type { FastifyInstance } from 'fastify'
import { addDays, shanghaiDate } from '../src/lib/time'
import type { SupplierRatePlan, SupplierRoom } from '../src/domains/hotel/supplier/index'
import { firstArrivalDate } from '@domain/hotel/stay'

export const SHANGHAI = '310100'

/**
 * The day before the first arrival on sale now, and the refusal it meets. Until 06:00 Shanghai the night begun the
 * evening before is still on sale (凌晨入住, decision 0771), so "yesterday" is refused only after 06:00: the whole
 * run of 2026-11-28 at 00:31 Shanghai booked yesterday's night where these tests expected a refusal.
 */
export function tooEarlyArrival(now = new Date()): { date: string; msg: string } {
  const first = firstArrivalDate(now)
  return { date: addDays(first, -1), msg: first < shanghaiDate(now) ? `凌晨6点前最早可预订${first}入住` : '入住日期不能早于今天' }
}

export type Rate = { hotelId: number; room: SupplierRoom; plan: SupplierRatePlan; arrivalDate: string; departureDate: string; totalFen: number; avgFen: number }

/**
 * A rate of the simulated catalogue for a stay starting `daysAhead` from today: the first one (in catalogue
 * order) that passes `accept` and has rooms left.
 */
export async function findRate(app: FastifyInstance, options: { cityCode?: string; daysAhead?: number; nights?: number; accept: (rate: Rate) => boolean }): Promise<Rate> {
  const arrivalDate = addDays(shanghaiDate(), options.daysAhead ?? 3)
  const departureDate = addDays(arrivalDate, options.nights ?? 1)
  const hotels = await app.hotelSupplier.searchHotels({ cityCode: options.cityCode ?? SHANGHAI })
  const rooms = await app.hotelSupplier.rooms(hotels.map((h) => h.hotelId), { arrivalDate, departureDate })
  for (const room of rooms) {
    for (const plan of room.ratePlans) {
      const sum = plan.nightlyPricesFen.reduce((a, b) => a + b, 0)
      const rate = { hotelId: room.hotelId, room, plan, arrivalDate, departureDate, totalFen: sum, avgFen: Math.round(sum / plan.nightlyPricesFen.length) }
      if (plan.remainingRooms > 2 && options.accept(rate)) return rate
    }
  }
  throw new Error('no rate matched')
}

/** A CreateOrder body for one room of the rate, staying the booker (member) named `name`. */
export function orderBody(rate: Rate, extra: Record<string, unknown> = {}, guest = { name: '张伟', phone: '13800000001', memberId: '10001' }) {
  return {
    HotelId: String(rate.hotelId),
    RoomId: String(rate.room.roomId),
    RatePlanId: String(rate.plan.ratePlanId),
    ArrivalDate: rate.arrivalDate,
    DepartureDate: rate.departureDate,
    RoomCount: 1,
    Guests: [{ RoomIndex: 0, Name: guest.name, Phone: guest.phone, MemberId: guest.memberId }],
    Contact: { Name: guest.name, Phone: guest.phone },
    ExpectedTotalFen: rate.totalFen,
    // enterprise A's hotel cost modules require a cost centre, enterprise B's a project (costs seed)
    ...(guest.memberId === '10006' ? { ProjectId: '32101' } : { CostCenterId: '31001' }),
    CostCenterName: '',
    ProjectName: '',
    OverStandardReason: '',
    IsPrivate: 0,
    Remark: '',
    ...extra,
  }
}

let reqCounter = 0
export const newReqId = () => `test-${process.pid}-${Date.now()}-${(reqCounter += 1)}`

export async function available(app: FastifyInstance, roomId: number, night: string): Promise<number> {
  const { rows } = await app.db.query<{ available: number }>('select available from hotel_room_nights where room_id = $1 and night = $2', [roomId, night])
  return rows[0].available
}

export async function balance(app: FastifyInstance, enterpriseId: number): Promise<number> {
  const { rows } = await app.db.query<{ b: number }>('select account_balance_fen as b from enterprises where id = $1', [enterpriseId])
  return rows[0].b
}

export const prepaidFree = (r: Rate) => r.plan.payType === 2 && r.plan.cancelType === 1 && !r.plan.needCardGuarantee
