import type { Queryable } from '../../db/types'
import type { CabinClass } from '../../../../types/api/flight'
import type { Member } from '../../lib/caller'
import { describeFlightStandard, flightVerdict, type FlightOption, type FlightVerdict } from '@domain/policy/flight'
import type { CabinClass as PolicyCabin, FlightStandard, StaffGrade } from '@domain/policy/standards'
import { shanghaiDate } from '../../lib/time'
import { standardFor } from '../policy/public'
import type { SupplierFare, SupplierFlight } from './supplier/index'

const POLICY_CABIN: Record<CabinClass, PolicyCabin> = { Y: 'economy', W: 'premiumEconomy', C: 'business', F: 'first' }

export type AppliedFlightStandard = { grade: StaffGrade; standard: FlightStandard | null; bookedOn: string }
export type FareOption = FlightOption & { fareId: string }

/** The member's flight standard (domain/policy/flight.ts); private travel has none. */
export async function flightStandardOf(db: Queryable, member: Member, isPrivate = false): Promise<AppliedFlightStandard> {
  const applied = await standardFor(db, member, 'flight')
  return { grade: applied.grade, standard: isPrivate ? null : applied.standard, bookedOn: shanghaiDate() }
}

export const optionOf = (flight: SupplierFlight, fare: SupplierFare): FareOption => ({
  fareId: fare.fareId, cabin: POLICY_CABIN[fare.cabin], priceFen: fare.priceFen, fullFareFen: fare.fullPriceFen, departAt: flight.departTime,
})

/** Every fare of the day's flights with seats: the lowest-fare rule and the cheapest compliant fare look at them. */
export const dayOptions = (flights: readonly SupplierFlight[]): FareOption[] =>
  flights.flatMap((f) => f.fares.filter((x) => x.seatsLeft > 0).map((x) => optionOf(f, x)))

export function checkFare(applied: AppliedFlightStandard, flight: SupplierFlight, fare: SupplierFare, options: readonly FareOption[]): FlightVerdict<FareOption> {
  return flightVerdict(optionOf(flight, fare), applied, options)
}

export const describeStandard = (applied: AppliedFlightStandard): string =>
  applied.standard ? `差标：${describeFlightStandard(applied.standard, applied.grade).slice(0, -1).join('；')}` : ''
