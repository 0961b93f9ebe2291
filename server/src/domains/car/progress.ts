import type { Db } from '../../db/types'
import type { OrderStatus } from '../../../../types/api/order'
import type { ProductExtension } from '../orders/public'
import { SYSTEM_ACTOR, transition } from '../orders/public'
import { findCarOrder, rideRequestOf, type CarOrderRow } from './carOrderRow'
import { settleRental } from '@domain/car/rental'
import type { Queryable } from '../../db/types'
import { flightRides } from './flightRide'
import { cityByCode } from './supplier/geocoder'
import type { RideState, RideSupplier } from './supplier/index'

export const platePrefixOf = (cityCode: string) => cityByCode(cityCode)?.plate ?? '沪A'

/** A scheduled ride's provider starts looking this long before the pick-up. */
export const CALL_AHEAD_MS = 15 * 60_000

/**
 * 接机/送机 by flight (decision 0740): the flight as the airline reports it at `now`. Until the car is sent for, a
 * 接机 follows its flight: a delay moves the pick-up (and when the provider is asked) to the new arrival. A 送机
 * keeps its pick-up (a delay may shrink again; the member is told). Answers the row as it now stands.
 */
async function followFlight(tx: Queryable, row: CarOrderRow, now: Date): Promise<CarOrderRow> {
  if (!row.flight_no || !row.flight_date || row.ride_phase !== 'dispatching' || now.getTime() >= row.called_at.getTime()) return row
  if (row.use_type !== 3 && row.use_type !== 4) return row
  const ride = flightRides({ FlightNo: row.flight_no, FlightDate: row.flight_date }, row.use_type, now)
    .find((r) => r.place.Name === (row.use_type === 3 ? row.start_name : row.end_name))
  if (!ride) return row
  const status = ride.status.status
  const pickUp = row.use_type === 3 && status !== 'cancelled' ? ride.status.estimatedArrive : row.depart_time
  if (status === row.flight_status && pickUp?.getTime() === row.depart_time?.getTime()) return row
  const calledAt = pickUp ? new Date(Math.max(now.getTime(), pickUp.getTime() - CALL_AHEAD_MS)) : row.called_at
  await tx.query('update car_orders set flight_status = $2, depart_time = $3, called_at = $4 where order_id = $1', [row.order_id, status, pickUp, calledAt])
  if (pickUp) await tx.query('update orders set start_time = $2 where id = $1', [row.order_id, pickUp])
  return { ...row, flight_status: status, depart_time: pickUp, called_at: calledAt }
}

/**
 * Brings a car order up to the provider's state at `now`: a driver accepting confirms the order (it becomes a
 * trip), the trip finishing completes it with the fee. Answers the row and the live state.
 */
export async function syncRide(db: Db, supplier: RideSupplier, product: ProductExtension, orderId: number, now: Date): Promise<{ row: CarOrderRow; state: RideState | null }> {
  return db.transaction(async (tx) => {
    const found = await findCarOrder(tx, orderId, true)
    if (!found) throw new Error(`order ${orderId} has no car part`)
    const row = ['PendingApproval', 'Confirming', 'Confirmed'].includes(found.status) ? await followFlight(tx, found, now) : found
    if (row.ride_phase === 'cancelled' || !['Confirming', 'Confirmed', 'Completed'].includes(row.status)) return { row, state: null }
    const state = supplier.stateAt(rideRequestOf(row, platePrefixOf(row.city_code)), row.driver, now)
    let status: OrderStatus = row.status
    let driver = row.driver
    if (state.phase !== 'dispatching' && !driver) driver = supplier.dispatch(rideRequestOf(row, platePrefixOf(row.city_code)))
    if (state.phase !== 'dispatching' && status === 'Confirming') status = await transition(tx, product, { id: orderId, status }, 'confirm', SYSTEM_ACTOR, {}, '司机已接单')
    // A finished rental is charged its package and what it used past it (decision 0740); a ride its estimate.
    const used = state.phase === 'finished' && row.package_code && state.used ? state.used : null
    const rentalFen = used && row.package_code ? settleRental(row.car_type as 1 | 2 | 3, row.package_code, used.minutes, used.metres).totalFen : null
    const finalFen = state.phase === 'finished' ? (row.final_fen ?? rentalFen ?? row.estimate_fen) : row.final_fen
    if (state.phase === 'finished' && status === 'Confirmed') {
      status = await transition(tx, product, { id: orderId, status }, 'complete', SYSTEM_ACTOR, {}, '行程结束，费用已确认')
      await tx.query('update orders set amount_fen = $2, end_time = $3 where id = $1', [orderId, finalFen, now])
    }
    if (state.phase !== row.ride_phase || driver !== row.driver || finalFen !== row.final_fen) {
      await tx.query('update car_orders set ride_phase = $2, driver = $3, final_fen = $4 where order_id = $1', [orderId, state.phase, driver ? JSON.stringify(driver) : null, finalFen])
    }
    if (used && row.used_minutes === null) await tx.query('update car_orders set used_minutes = $2, used_metres = $3 where order_id = $1', [orderId, used.minutes, used.metres])
    const usage = used && row.used_minutes === null ? { used_minutes: used.minutes, used_metres: used.metres } : {}
    return { row: { ...row, ...usage, status, ride_phase: state.phase, driver, final_fen: finalFen }, state: { ...state, driver: state.driver ? driver : null } }
  })
}

/** Every car order still under way, brought up to date (the order jobs run it). */
export async function sweepRides(db: Db, supplier: RideSupplier, product: ProductExtension, now: Date): Promise<void> {
  const { rows } = await db.query<{ order_id: number }>(
    `select c.order_id from car_orders c join orders o on o.id = c.order_id where o.status in ('Confirming', 'Confirmed') and c.ride_phase <> 'cancelled'`,
  )
  for (const { order_id } of rows) await syncRide(db, supplier, product, Number(order_id), now)
}
