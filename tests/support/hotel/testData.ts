import type { HotelListItem, HotelRatePlan, HotelRoom, HotelStandardContext, HotelTravelStandard } from '@api/hotel'

/** Builders shared by the hotel tests. */
export const STANDARD: HotelTravelStandard = {
  nightlyCapFen: {
    1: { employee: 50000, manager: 80000 },
    2: { employee: 40000, manager: 60000 },
    3: { employee: 30000, manager: 45000 },
  },
  whenExceeded: 'requireReason',
}

export const CONTEXT: HotelStandardContext = { CityTier: 2, Role: 'employee', Standard: STANDARD }

export function plan(id: string, avgFen: number, extra: Partial<HotelRatePlan> = {}): HotelRatePlan {
  return {
    RatePlanId: id,
    RatePlanName: `价格${id}`,
    BreakfastCount: 1,
    CancelPolicy: { Type: 1, FreeCancelUntil: '2026-12-01T18:00:00+08:00', PenaltyFen: avgFen, Description: '入住前一天18点前免费取消' },
    NightlyPricesFen: [avgFen],
    AvgNightlyFen: avgFen,
    PayType: 2,
    NeedCardGuarantee: false,
    RemainingRooms: 5,
    MaxOccupancy: 2,
    ...extra,
  }
}

export function room(id: string, plans: HotelRatePlan[]): HotelRoom {
  return { RoomId: id, RoomName: `房型${id}`, BedType: '大床', AreaSquareMeters: 25, Floor: '3-8', ImageUrls: [], RatePlans: plans }
}

export function hotel(id: string, extra: Partial<HotelListItem> = {}): HotelListItem {
  return {
    HotelId: id,
    HotelName: `酒店${id}`,
    BrandId: 'b1',
    BrandName: '东呈',
    StarLevel: 3,
    ScoreTenths: 46,
    Address: '天河路1号',
    BusinessDistrictId: 'd1',
    BusinessDistrictName: '天河',
    Lat: 23.1,
    Lon: 113.3,
    DistanceMeters: 1200,
    CoverImageUrl: '',
    Tags: [],
    MinPriceFen: 35000,
    MinCompliantPriceFen: 35000,
    IsFull: false,
    ...extra,
  }
}
