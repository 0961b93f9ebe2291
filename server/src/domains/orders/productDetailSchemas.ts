/**
 * The flight and train order details as the wire carries them (decision 0941), kept in the order core beside the
 * hotel shape (schemas.ts): the order core answers any product's detail to its approver (GetApprovalOrderDetail), so
 * it declares every product's shape; flight and train declare their own detail routes with these same schemas
 * (through orders/public), which keeps the products above the order core and no folder cycle between them
 * (decision 0910).
 */
import type { Static } from '@sinclair/typebox'
import type * as FlightApi from '../../../../types/api/flight'
import type * as TrainApi from '../../../../types/api/train'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, Opt, OrderStatusData, Str } from '../../lib/data-schemas'
import { ApprovalProgressData } from './schemas'

const FeeTierData = Obj({ HoursBefore: Num, Percent: Num })
export const FareRulesData = Obj({ Refund: Arr(FeeTierData), Change: Arr(FeeTierData), IsEndorsable: Bool, Text: Str })
const FlightOrderSegmentData = Obj({ Seq: Int, FlightNo: Str, AirlineName: Str, DepartAirportName: Str, DepartTerminal: Str, ArriveAirportName: Str, ArriveTerminal: Str, DepartCityName: Str, ArriveCityName: Str, DepartTime: Str, ArriveTime: Str, CabinName: Str, BookingClass: Str, PriceFen: Int, TaxFen: Int, Rules: FareRulesData, ChangeNotice: Str, DepartCityCode: Str, ArriveCityCode: Str, SegmentStatus: Lits(['Refunded', 'Ticketed', 'Changed'] as const), IsInvoluntary: Bool, ChangeAccepted: Bool })
const FlightOrderPassengerData = Obj({ Seq: Int, Name: Str, IdType: Num, IdNoMasked: Str, TicketNos: Arr(Str), NationalityName: Opt(Str), TicketStatus: Opt(Lits(['Refunded', 'Changed', 'Valid'] as const)), TicketStatusText: Opt(Str), FeeFen: Opt(Int), RefundFen: Opt(Int), ChangedToOrderNo: Opt(Str) })
const FlightOrderChangeData = Obj({ Seq: Int, Kind: Lits(['rebook', 'rename', 'refund'] as const), FromText: Str, ToText: Str, FeeFen: Int, ChargedFen: Int, Reason: Str, At: Str })
const FlightRebookPaymentData = Obj({ OfOrderNo: Str, Seq: Int, FromText: Str, ToText: Str })
const FlightPendingRebookData = Obj({ PayOrderNo: Str, Seq: Int, ToText: Str, TotalFen: Int, PayDeadline: Nullable(Str) })
export const FlightOrderDetailData = Obj({ OrderNo: Str, Status: OrderStatusData, StatusText: Str, Segments: Arr(FlightOrderSegmentData), Passengers: Arr(FlightOrderPassengerData), ContactName: Str, ContactPhoneMasked: Str, TotalFen: Int, PaidFen: Int, RefundedFen: Int, PayDeadline: Nullable(Str), IsOverStandard: Bool, OverStandardReason: Str, CostCenterName: Str, ProjectName: Str, CreatedAt: Str, IsInternational: Bool, Changes: Arr(FlightOrderChangeData), Rebook: Opt(Nullable(FlightRebookPaymentData)), PendingRebook: Opt(Nullable(FlightPendingRebookData)), Approval: Opt(Nullable(ApprovalProgressData)), RejectReason: Opt(Str), TravelApplyNo: Opt(Str), ChangedFromOrderNo: Opt(Str), WholeChangeReason: Opt(Str), Actions: Obj({ CanPay: Bool, CanCancel: Bool, CanRefund: Bool, CanChange: Bool, CanModifyName: Bool }) })
export type _FlightOrderDetailData = Assert<Same<Static<typeof FlightOrderDetailData>, FlightApi.FlightOrderDetail>>

const TrainOrderPassengerData = Obj({ PassengerId: Int, TicketStatus: Lits(['Refunded', 'Valid', 'Changed'] as const), TicketStatusText: Str, FeeFen: Int, RefundFen: Int, ChangedToOrderNo: Str, Name: Str, IdNoMasked: Str, SeatNo: Str, PriceFen: Int, BerthRefundFen: Opt(Int), SeatPreferenceText: Opt(Str) })
const TrainOrderActionsData = Obj({ CanPay: Bool, CanCancel: Bool, CanRefund: Bool, CanChange: Bool, CanChangeStation: Bool })
export const TrainOrderDetailData = Obj({ OrderNo: Str, Status: OrderStatusData, StatusText: Str, TrainNo: Str, Date: Str, FromStationName: Str, ToStationName: Str, DepartTime: Str, ArriveTime: Str, ArriveDayOffset: Int, DurationMinutes: Int, SeatName: Str, Passengers: Arr(TrainOrderPassengerData), ContactName: Str, ContactPhoneMasked: Str, TotalFen: Int, PaidFen: Int, RefundedFen: Int, TicketNo: Str, PayDeadline: Nullable(Str), RefundRule: Str, Actions: TrainOrderActionsData, CreatedAt: Str, Policy: Obj({ IsOverStandard: Bool, Rule: Str, Reason: Str }), Costs: Obj({ CostCenterName: Str, ProjectName: Str, TravelApplyNo: Str }), ChangedFromOrderNo: Str, ChangedToOrderNo: Str, ChangeCheckedUntil: Opt(Nullable(Str)), IsStationChange: Opt(Bool) })
export type _TrainOrderDetailData = Assert<Same<Static<typeof TrainOrderDetailData>, TrainApi.TrainOrderDetail>>
