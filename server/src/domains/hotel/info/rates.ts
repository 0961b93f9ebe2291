import type { HotelRatePlan, HotelRoom } from '../../../../../types/api/hotel'
import type { SupplierRatePlan, SupplierRoom } from '../supplier/index'
import { cancelTerms, toCancelPolicy } from '../cancelPolicy'
import { averageNightlyFen } from '../policy'

/** A supplier rate plan as the app sees it: average nightly price and the cancel policy of one room. */
export function toRatePlan(plan: SupplierRatePlan, room: SupplierRoom, arrivalDate: string, now: Date): HotelRatePlan {
  return {
    RatePlanId: String(plan.ratePlanId),
    RatePlanName: plan.name,
    BreakfastCount: plan.breakfastCount,
    CancelPolicy: toCancelPolicy(cancelTerms(plan.cancelType, arrivalDate, plan.nightlyPricesFen, 1, now, plan.freeCancelDaysBefore)),
    NightlyPricesFen: plan.nightlyPricesFen,
    AvgNightlyFen: averageNightlyFen(plan.nightlyPricesFen),
    PayType: plan.payType,
    NeedCardGuarantee: plan.needCardGuarantee,
    RemainingRooms: plan.remainingRooms,
    MaxOccupancy: room.maxOccupancy,
  }
}

export function toRoom(room: SupplierRoom, arrivalDate: string, now: Date = new Date()): HotelRoom {
  return {
    RoomId: String(room.roomId),
    RoomName: room.name,
    BedType: room.bedType,
    AreaSquareMeters: room.areaSquareMeters,
    Floor: room.floor,
    ImageUrls: room.imageUrls,
    RatePlans: room.ratePlans.map((plan) => toRatePlan(plan, room, arrivalDate, now)),
  }
}

/** Great-circle distance in metres. */
export function distanceMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)))
}
