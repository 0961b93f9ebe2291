import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/order'
import type { Assert, Same } from '../../lib/type-check'
import { PageIndexSchema, ProductTypeSchema } from '../../lib/schemas'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, Opt, OrderStatusData, Str } from '../../lib/data-schemas'

export const OrderNoSchema = Type.String({ pattern: '^[A-Z]\\d{8,24}$' })
export const ListPageSizeSchema = Type.Integer({ minimum: 1, maximum: 50 })

export const OrderListBody = Type.Object({
  Tab: Type.Union(['all', 'pendingApproval', 'pendingPayment', 'confirmed', 'completed', 'cancelled'].map((tab) => Type.Literal(tab as Api.OrderListTab))),
  ProductType: Type.Optional(ProductTypeSchema),
  PageIndex: PageIndexSchema,
  PageSize: ListPageSizeSchema,
})
export type _OrderList = Assert<Same<Static<typeof OrderListBody>, Api.OrderListRequest>>

export const OrderNoBody = Type.Object({ OrderNo: OrderNoSchema })

export const CancelBody = Type.Object({ OrderNo: OrderNoSchema, Reason: Type.String({ maxLength: 200 }) })
export type _Cancel = Assert<Same<Static<typeof CancelBody>, Api.CancelOrderRequest>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
const OrderListItemData = Obj({ OrderNo: Str, ProductType: Lits([1, 5, 6, 7, 8] as const), Status: OrderStatusData, StatusText: Str, Title: Str, Subtitle: Str, StartDate: Str, EndDate: Str, TravellerNames: Str, TotalFen: Int, CreatedAt: Str, PayDeadline: Nullable(Str) })
export const OrderListData = Obj({ Orders: Arr(OrderListItemData), Total: Int, PageIndex: Int, PageSize: Int })
export type _OrderListData = Assert<Same<Static<typeof OrderListData>, Api.OrderListData>>
const ApprovalStepData = Obj({ Step: Num, Name: Str, ApproverNames: Arr(Str), Status: Lits(['pending', 'approved', 'rejected', 'revoked', 'waiting'] as const), ActedByName: Str, Comment: Str, ActedAt: Nullable(Str) })
export const ApprovalProgressData = Obj({ ApprovalNo: Str, Status: Lits(['pending', 'approved', 'rejected', 'revoked'] as const), FlowName: Str, Steps: Arr(ApprovalStepData) })
const HotelOrderRoomNightData = Obj({ Date: Str, PriceFen: Int, BreakfastCount: Lits([0, 1, 2] as const) })
const HotelOrderGuestData = Obj({ RoomIndex: Int, Name: Str, PhoneMasked: Str })
const HotelOrderPriceItemData = Obj({ Kind: Lits(['room', 'service', 'coupon', 'penalty'] as const), Label: Str, AmountFen: Int })
const HotelOrderCancelRuleData = Obj({ Type: Lits([0, 1, 2] as const), FreeCancelUntil: Nullable(Str), PenaltyFen: Int, Description: Str })
const OrderPolicyResultData = Obj({ IsOverStandard: Bool, NightlyCapFen: Nullable(Int), AvgNightlyFen: Int, OverStandardReason: Str, Summary: Str })
const OrderStatusHistoryEntryData = Obj({ Action: Lits(['submit', 'approve', 'reject', 'revoke', 'pay', 'confirm', 'checkIn', 'cancel', 'refund', 'applyEarlyDeparture', 'complete'] as const), FromStatus: Nullable(OrderStatusData), ToStatus: OrderStatusData, ActorName: Str, Actor: Lits(['applicant', 'approver', 'system'] as const), Remark: Str, At: Str })
const HotelOrderAllowedActionsData = Obj({ CanPay: Bool, CanCancel: Bool, CanRevoke: Bool, CanApplyEarlyDeparture: Bool, CanViewVoucher: Bool })
const OrderMembershipData = Obj({ ProgramCode: Lits(['CA', 'MU', 'CZ', 'HU', 'huazhu', 'jinjiang', 'dossen', 'marriott'] as const), ProgramName: Str, CardNo: Str, LevelName: Str })
export const HotelOrderDetailData = Obj({ OrderNo: Str, Status: OrderStatusData, StatusText: Str, IsPrivate: Lits([0, 1] as const), HotelId: Str, HotelName: Str, HotelAddress: Str, HotelPhone: Str, Lat: Num, Lon: Num, RoomName: Str, RatePlanName: Str, BedType: Str, RoomCount: Int, ArrivalDate: Str, DepartureDate: Str, Nights: Int, RoomNights: Arr(HotelOrderRoomNightData), Guests: Arr(HotelOrderGuestData), ContactName: Str, ContactPhoneMasked: Str, TotalFen: Int, PriceItems: Arr(HotelOrderPriceItemData), PaidFen: Int, RefundedFen: Int, PayMethod: Nullable(Lits(['enterprise', 'personal', 'hotel'] as const)), PayDeadline: Nullable(Str), CancelRule: HotelOrderCancelRuleData, CardNoMasked: Nullable(Str), CostCenterName: Str, ProjectName: Str, Remark: Str, Policy: OrderPolicyResultData, Approval: Nullable(ApprovalProgressData), History: Arr(OrderStatusHistoryEntryData), Actions: HotelOrderAllowedActionsData, BookerName: Str, CreatedAt: Str, HotelConfirmNo: Str, Membership: Opt(Nullable(OrderMembershipData)) })
/** A hotel order's detail; also a takeout order's (the order core's detail shape, restaurant in HotelName). */
export type _HotelOrderDetailData = Assert<Same<Static<typeof HotelOrderDetailData>, Api.HotelOrderDetail>>
