import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/hotel'
import type * as Order from '../../../../types/api/order'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, OrderStatusData, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'

// The answers' Data of the hotel routes (decision 0830), each asserted the same as its types/api/hotel type.

const Tier = Lits<Api.HotelCityTier>([1, 2, 3])
const CapByRole = Obj({ employee: Nullable(Int), manager: Nullable(Int) })
const StandardContext = {
  CityTier: Tier,
  Role: Lits<Api.HotelStaffRole>(['employee', 'manager']),
  Standard: Nullable(Obj({
    nightlyCapFen: Type.Object({ 1: CapByRole, 2: CapByRole, 3: CapByRole }),
    whenExceeded: Lits<Api.OverStandardAction>(['allow', 'requireReason', 'requireApproval', 'block']),
  })),
}
const Star = Lits<Api.HotelStarLevel>([2, 3, 4, 5])

const HotelCity = Obj({ CityCode: Str, CityName: Str, Pinyin: Str, Tier, Lat: Num, Lon: Num })
export const RecommendDataCityData = Obj({
  HotCities: Arr(HotelCity),
  HistoryList: Arr(Obj({ CityCode: Str, CityName: Str, Keyword: Str, ArrivalDate: Str, DepartureDate: Str, SearchedAt: Str })),
  Cities: Arr(HotelCity),
})
export type _RecommendDataCityData = Assert<Same<Static<typeof RecommendDataCityData>, Api.RecommendDataCityData>>

export const SearchHotelListData = Obj({
  ...StandardContext,
  Hotels: Arr(Obj({
    HotelId: Str, HotelName: Str, BrandId: Str, BrandName: Str, StarLevel: Star, ScoreTenths: Int, Address: Str, BusinessDistrictId: Str,
    BusinessDistrictName: Str, Lat: Num, Lon: Num, DistanceMeters: Num, CoverImageUrl: Str, Tags: Arr(Str), MinPriceFen: Int,
    MinCompliantPriceFen: Nullable(Int), IsFull: Bool,
  })),
  Total: Int, PageIndex: Int, PageSize: Int,
})
export type _SearchHotelListData = Assert<Same<Static<typeof SearchHotelListData>, Api.SearchHotelListData>>

export const GetHotelDetailData = Obj({
  HotelId: Str, HotelName: Str, BrandId: Str, BrandName: Str, StarLevel: Star, ScoreTenths: Int, ReviewCount: Int, CityCode: Str, CityName: Str,
  Address: Str, Phone: Str, Lat: Num, Lon: Num, ImageUrls: Arr(Str), Facilities: Arr(Str), Description: Str, OpenYear: Int, CheckInTime: Str, CheckOutTime: Str,
})
export type _GetHotelDetailData = Assert<Same<Static<typeof GetHotelDetailData>, Api.GetHotelDetailData>>

const RatePlan = Obj({
  RatePlanId: Str, RatePlanName: Str, BreakfastCount: Lits<0 | 1 | 2>([0, 1, 2]),
  CancelPolicy: Obj({ Type: Lits<0 | 1 | 2>([0, 1, 2]), FreeCancelUntil: Nullable(Str), PenaltyFen: Int, Description: Str }),
  NightlyPricesFen: Arr(Int), AvgNightlyFen: Int, PayType: Lits<1 | 2>([1, 2]), NeedCardGuarantee: Bool, RemainingRooms: Int, MaxOccupancy: Int,
})
export const GetBetterRoomListData = Obj({
  ...StandardContext,
  HotelId: Str,
  Rooms: Arr(Obj({ RoomId: Str, RoomName: Str, BedType: Str, AreaSquareMeters: Num, Floor: Str, ImageUrls: Arr(Str), RatePlans: Arr(RatePlan) })),
})
export type _GetBetterRoomListData = Assert<Same<Static<typeof GetBetterRoomListData>, Api.GetBetterRoomListData>>

export const GetBrandListData = Obj({ Brands: Arr(Obj({ BrandId: Str, BrandName: Str, GroupName: Str, LogoUrl: Str, HotelCount: Int })) })
export type _GetBrandListData = Assert<Same<Static<typeof GetBrandListData>, Api.GetBrandListData>>
export const GetBusinessDistrictListData = Obj({
  Districts: Arr(Obj({
    BusinessDistrictId: Str, Name: Str, Kind: Lits<Api.HotelBusinessDistrict['Kind']>(['district', 'station', 'landmark', 'area']), Lat: Num, Lon: Num, HotelCount: Int,
  })),
})
export type _GetBusinessDistrictListData = Assert<Same<Static<typeof GetBusinessDistrictListData>, Api.GetBusinessDistrictListData>>
export const GetHotelReviewsData = Obj({
  Reviews: Arr(Obj({ ReviewId: Str, ReviewerName: Str, ScoreTenths: Int, Content: Str, RoomName: Str, ImageUrls: Arr(Str), CreatedAt: Str })),
  Total: Int, AverageScoreTenths: Num, PageIndex: Int, PageSize: Int,
})
export type _GetHotelReviewsData = Assert<Same<Static<typeof GetHotelReviewsData>, Api.GetHotelReviewsData>>

export const GetTravelStandardRewardRuleData = Obj({
  Rules: Arr(Obj({ RuleId: Str, RuleName: Str, RewardPermille: Int, MaxRewardFen: Int, Description: Str, IsSelected: Bool })),
  Remark: Str,
})
export type _GetTravelStandardRewardRuleData = Assert<Same<Static<typeof GetTravelStandardRewardRuleData>, Api.GetTravelStandardRewardRuleData>>

export const CreateHotelOrderData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, NeedApproval: Bool, PayAmountFen: Int, CardNoMasked: Nullable(Str) })
export type _CreateHotelOrderData = Assert<Same<Static<typeof CreateHotelOrderData>, Api.CreateHotelOrderData>>
export const GetCancelRuleData = Obj({ IsCancellable: Bool, PenaltyFen: Int, RefundFen: Int, FreeCancelUntil: Nullable(Str), Description: Str, Reasons: Arr(Str) })
export type _GetCancelRuleData = Assert<Same<Static<typeof GetCancelRuleData>, Api.GetCancelRuleData>>
export const CancelHotelOrderData = Obj({ OrderNo: Str, OrderStatus: OrderStatusData, RefundFen: Int })
export type _CancelHotelOrderData = Assert<Same<Static<typeof CancelHotelOrderData>, Api.CancelHotelOrderData>>
export const ApplyEarlyDepartureData = Obj({
  OrderNo: Str, ApplicationNo: Str, Status: Lits<Api.ApplyEarlyDepartureData['Status']>(['Applied', 'Approved', 'Rejected']), ExpectedRefundFen: Int,
})
export type _ApplyEarlyDepartureData = Assert<Same<Static<typeof ApplyEarlyDepartureData>, Api.ApplyEarlyDepartureData>>
export const ApplyHotelInvoiceData = Obj({ OrderNo: Str, InvoiceApplyNo: Str, Status: Lits<'Applied'>(['Applied']) })
export type _ApplyHotelInvoiceData = Assert<Same<Static<typeof ApplyHotelInvoiceData>, Api.ApplyHotelInvoiceData>>
export const GetUsableHotelCouponsData = Obj({
  Coupons: Arr(Obj({ CouponId: Str, Name: Str, DiscountFen: Int, ThresholdFen: Int, ExpireDate: Str, IsUsable: Bool, UnusableReason: Str })),
})
export type _GetUsableHotelCouponsData = Assert<Same<Static<typeof GetUsableHotelCouponsData>, Api.GetUsableHotelCouponsData>>

// ---------------------------------------------------------------- the order centre's hotel answers (types/api/order)

const PayMethod = Lits<Order.PayMethod>(['enterprise', 'personal', 'hotel'])
export const CancelOrderResultData = Obj({
  OrderNo: Str, Status: OrderStatusData, PenaltyFen: Int, RefundFen: Int, RefundTo: Lits<Order.RefundDestination>(['enterprise', 'personal', 'none']), RefundToText: Str,
})
export type _CancelOrderResultData = Assert<Same<Static<typeof CancelOrderResultData>, Order.CancelOrderResult>>
export const HotelConfirmationData = Obj({
  OrderNo: Str, HotelConfirmNo: Str, HotelName: Str, HotelAddress: Str, HotelPhone: Str, RoomName: Str, RoomCount: Int, BreakfastCount: Lits<0 | 1 | 2>([0, 1, 2]),
  ArrivalDate: Str, DepartureDate: Str, Nights: Int, CheckInTime: Str, CheckOutTime: Str, GuestNames: Arr(Str), PayMethod, Notes: Arr(Str), IssuedAt: Str,
})
export type _HotelConfirmationData = Assert<Same<Static<typeof HotelConfirmationData>, Order.HotelConfirmation>>
