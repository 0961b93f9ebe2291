import type { Db } from '../../db/types'
import type { OrderStatus } from '../../../../types/api/order'
import type { ProductExtension } from '../orders/products'
import { SYSTEM_ACTOR, transition } from '../orders/transitions'
import { findCarOrder, rideRequestOf, type CarOrderRow } from './carOrderRow'
import { cityByCode } from './supplier/geocoder'
import type { RideState, RideSupplier } from './supplier/index'

export const platePrefixOf = (cityCode: string) => cityByCode(cityCode)?.plate ?? '沪A'

/**
 * Brings a car order up to the provider's state at `now`: a driver accepting confirms the order (it becomes a
 * trip), the trip finishing completes it with the fee. Answers the row and the live state.
 */
export async function syncRide(db: Db, supplier: RideSupplier, product: ProductExtension, orderId: number, now: Date): Promise<{ row: CarOrderRow; state: RideState | null }> {
  return db.transaction(async (tx) => {
    const row = await findCarOrder(tx, orderId, true)
    if (!row) throw new Error(`order ${orderId} has no car part`)
    if (row.ride_phase === 'cancelled' || !['Confirming', 'Confirmed', 'Completed'].includes(row.status)) return { row, state: null }
    const state = supplier.stateAt(rideRequestOf(row, platePrefixOf(row.city_code)), row.driver, now)
    let status: OrderStatus = row.status
    let driver = row.driver
    if (state.phase !== 'dispatching' && !driver) driver = supplier.dispatch(rideRequestOf(row, platePrefixOf(row.city_code)))
    if (state.phase !== 'dispatching' && status === 'Confirming') status = await transition(tx, product, { id: orderId, status }, 'confirm', SYSTEM_ACTOR, {}, '司机已接单')
    const finalFen = state.phase === 'finished' ? (row.final_fen ?? row.estimate_fen) : row.final_fen
    if (state.phase === 'finished' && status === 'Confirmed') {
      status = await transition(tx, product, { id: orderId, status }, 'complete', SYSTEM_ACTOR, {}, '行程结束，费用已确认')
      await tx.query('update orders set amount_fen = $2, end_time = $3 where id = $1', [orderId, finalFen, now])
    }
    if (state.phase !== row.ride_phase || driver !== row.driver || finalFen !== row.final_fen) {
      await tx.query('update car_orders set ride_phase = $2, driver = $3, final_fen = $4 where order_id = $1', [orderId, state.phase, driver ? JSON.stringify(driver) : null, finalFen])
    }
    return { row: { ...row, status, ride_phase: state.phase, driver, final_fen: finalFen }, state: { ...state, driver: state.driver ? driver : null } }
  })
}

/** Every car order still under way, brought up to date (the order jobs run it). */
export async function sweepRides(db: Db, supplier: RideSupplier, product: ProductExtension, now: Date): Promise<void> {
  const { rows } = await db.query<{ order_id: number }>(
    `select c.order_id from car_orders c join orders o on o.id = c.order_id where o.status in ('Confirming', 'Confirmed') and c.ride_phase <> 'cancelled'`,
  )
  for (const { order_id } of rows) await syncRide(db, supplier, product, Number(order_id), now)
}
