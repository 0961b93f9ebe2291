/**
 * Orders, approvals and payment (types only). Module b2b (mounted at /b2b): `Order/*`, `TMC/*`, `Pay/*`.
 * Every call is POST with a JSON body and answers `{ Code, Msg, Data }`; money is integer fen; dates
 * `YYYY-MM-DD` and instants ISO 8601 (+08:00), Asia/Shanghai.
 *
 * Status changes follow domain/order/orderStatus.ts (app and server import it; the server answers
 * 4001 with a Chinese Msg for a transition it forbids). Writes marked "reqId idempotent" use the `reqId`
 * header as the idempotency key: the same reqId from the same member answers the first result again and
 * never acts twice. A member only sees their own orders (booker or guest), an approver only approvals
 * assigned to them in their enterprise; anything else answers 4004.
 */
import type { OrderMembership } from './bindings'
import type { DateString, Fen, Id, InstantString, ProductType } from './envelope'
import type { FlightOrderDetail } from './flight'
import type { TrainOrderDetail } from './train'
import type { ApprovalProgress, ApprovalStep, ApprovalStepStatus, OrderStatus } from './orderVocabulary'

export type { ApprovalProgress, ApprovalStep, ApprovalStepStatus, OrderStatus }

/** Travel-standard result at submit (domain/policy/hotel.ts hotelVerdict). */
export type OrderPolicyResult = {
  IsOverStandard: boolean
  /** Nightly cap that applied, fen; null when none (private travel or no cap). */
  NightlyCapFen: Fen | null
  /** Average nightly price checked against the cap. */
  AvgNightlyFen: Fen
  OverStandardReason: string
  /** '超出差标 ¥120/晚' or '符合差标'. */
  Summary: string
}

// ---------------------------------------------------------------- order status (see docs/orders.md)

/**
 * The status, tab, action and actor unions are defined once, here (at the end of this file); the state machine in
 * domain/order/orderStatus.ts types its runtime tables by them. The contract is the floor under the rules
 * (decision 0880, after 0101).
 */

/** 'enterprise' 企业账户 (月结/预存), 'personal' 个人支付 (gateway), 'hotel' 到店付 (nothing paid in the app). */
export type PayMethod = 'enterprise' | 'personal' | 'hotel'

// ---------------------------------------------------------------- Order/GetOrderList

/**
 * POST /b2b/Order/GetOrderList
 * Body: OrderListRequest. Data: OrderListData, newest first (CreatedAt desc).
 * Nothing matching answers Code '2000' with Data { Orders: [], Total: 0, PageIndex, PageSize } (valid empty).
 */
export type OrderListRequest = {
  Tab: OrderListTab
  /** Omitted: every product type. */
  ProductType?: ProductType
  /** 1-based. */
  PageIndex: number
  /** 1..50 */
  PageSize: number
}
export type OrderListItem = {
  OrderNo: string
  ProductType: ProductType
  Status: OrderStatus
  /** Chinese label of Status as the server shows it: '待支付'. */
  StatusText: string
  /** Hotel: hotel name; other products: their route or title. */
  Title: string
  /** Hotel: '大床房 · 1间 · 2晚'. */
  Subtitle: string
  /** Hotel: arrival date. */
  StartDate: DateString
  /** Hotel: departure date. */
  EndDate: DateString
  /** Guest or passenger names, comma separated. */
  TravellerNames: string
  TotalFen: Fen
  CreatedAt: InstantString
  /** PendingPayment only: when the order is cancelled unpaid. */
  PayDeadline: InstantString | null
}
export type OrderListData = { Orders: OrderListItem[]; Total: number; PageIndex: number; PageSize: number }

// ---------------------------------------------------------------- Order/GetHotelOrderDetail

export type OrderStatusHistoryEntry = {
  Action: OrderAction
  FromStatus: OrderStatus | null
  ToStatus: OrderStatus
  /** Name of who acted; '系统' for the system. */
  ActorName: string
  Actor: OrderActor
  /** Reject reason, cancel reason, approval comment, ''. */
  Remark: string
  At: InstantString
}

export type HotelOrderGuest = { RoomIndex: number; Name: string; /** masked: 138****0001 */ PhoneMasked: string }

export type HotelOrderRoomNight = { Date: DateString; PriceFen: Fen; BreakfastCount: 0 | 1 | 2 }

export type HotelOrderPriceItem = {
  /** 'room' 房费, 'service' 服务费, 'coupon' 优惠券 (negative), 'penalty' 罚金 */
  Kind: 'room' | 'service' | 'coupon' | 'penalty'
  Label: string
  /** Negative for discounts. */
  AmountFen: Fen
}

export type HotelOrderCancelRule = {
  /** 0 not cancellable, 1 free until FreeCancelUntil, 2 cancellable with a fee (types/api/hotel.ts HotelCancelPolicy). */
  Type: 0 | 1 | 2
  FreeCancelUntil: InstantString | null
  PenaltyFen: Fen
  Description: string
}


/** Which buttons the caller may use now (the server's orderStatus.ts verdict for this member). */
export type HotelOrderAllowedActions = {
  CanPay: boolean
  CanCancel: boolean
  CanRevoke: boolean
  CanApplyEarlyDeparture: boolean
  CanViewVoucher: boolean
}

/**
 * POST /b2b/Order/GetHotelOrderDetail
 * Body: { OrderNo }. Data: HotelOrderDetail. Not the caller's order (nor an approval of theirs): 4004.
 */
export type GetHotelOrderDetailRequest = { OrderNo: string }
export type HotelOrderDetail = {
  OrderNo: string
  Status: OrderStatus
  StatusText: string
  IsPrivate: 0 | 1
  HotelId: Id
  HotelName: string
  HotelAddress: string
  HotelPhone: string
  Lat: number
  Lon: number
  RoomName: string
  RatePlanName: string
  BedType: string
  RoomCount: number
  ArrivalDate: DateString
  DepartureDate: DateString
  Nights: number
  /** Per night, for one room. */
  RoomNights: HotelOrderRoomNight[]
  Guests: HotelOrderGuest[]
  ContactName: string
  ContactPhoneMasked: string
  /** Sum of PriceItems. */
  TotalFen: Fen
  PriceItems: HotelOrderPriceItem[]
  /** Paid so far (0 until paid). */
  PaidFen: Fen
  /** Refunded so far. */
  RefundedFen: Fen
  PayMethod: PayMethod | null
  /** PendingPayment only. */
  PayDeadline: InstantString | null
  CancelRule: HotelOrderCancelRule
  CardNoMasked: string | null
  CostCenterName: string
  ProjectName: string
  Remark: string
  Policy: OrderPolicyResult
  /** null when the order needed no approval. */
  Approval: ApprovalProgress | null
  History: OrderStatusHistoryEntry[]
  Actions: HotelOrderAllowedActions
  BookerName: string
  CreatedAt: InstantString
  /** Hotel's confirmation number once Confirmed, else ''. */
  HotelConfirmNo: string
  /** The member's loyalty card the stay is credited to (decision 0431), else null. */
  Membership?: OrderMembership | null
}
export type GetHotelOrderDetailData = HotelOrderDetail

// ---------------------------------------------------------------- Order/CancelHotelOrder

/**
 * POST /b2b/Order/CancelHotelOrder (reqId idempotent). The same service as hotel's
 * api/hotel/order/CancelOrder, answering more: where the refund goes.
 * Body: { OrderNo, Reason } (Reason required, 1..200 chars, else 4000).
 * Rule: PendingApproval/PendingPayment cancel with nothing to refund; Confirming/Confirmed cancel by the
 * cancel rule (Type 0 after payment answers 4001 '该订单不可取消'; inside the free window penalty 0; after it
 * PenaltyFen). The refund returns to where the money came from: the enterprise account at once
 * (Status Refunded), personal pay through the gateway (Status Refunding, then Refunded).
 * Data: CancelOrderResult.
 */
export type CancelOrderRequest = { OrderNo: string; Reason: string }
export type RefundDestination = 'enterprise' | 'personal' | 'none'
export type CancelOrderResult = {
  OrderNo: string
  Status: OrderStatus
  PenaltyFen: Fen
  RefundFen: Fen
  RefundTo: RefundDestination
  /** '退回企业账户' / '原路退回（个人支付）' / '' */
  RefundToText: string
}

// ---------------------------------------------------------------- Order/GetHotelConfirmation

/**
 * POST /b2b/Order/GetHotelConfirmation: the check-in voucher (入住凭证/确认单).
 * Body: { OrderNo }. Only for Confirmed, CheckedIn, Completed orders; otherwise 4001 '订单未确认'.
 */
export type GetHotelConfirmationRequest = { OrderNo: string }
export type HotelConfirmation = {
  OrderNo: string
  HotelConfirmNo: string
  HotelName: string
  HotelAddress: string
  HotelPhone: string
  RoomName: string
  RoomCount: number
  BreakfastCount: 0 | 1 | 2
  ArrivalDate: DateString
  DepartureDate: DateString
  Nights: number
  CheckInTime: string
  CheckOutTime: string
  GuestNames: string[]
  /** 'enterprise': 费用由企业支付, nothing to pay at the desk. */
  PayMethod: PayMethod
  /** Printed notes: '请携带入住人有效身份证件办理入住'. */
  Notes: string[]
  IssuedAt: InstantString
}

// ---------------------------------------------------------------- TMC approvals

/**
 * Approver tabs: 'pending' 待我审批, 'processed' 我已审批; applicant tab: 'mine' 我的申请.
 */
export type ApprovalListTab = 'pending' | 'processed' | 'mine'

/**
 * POST /b2b/TMC/GetApprovalOrderList
 * Body: { Tab, PageIndex, PageSize, ProductType? }. 'pending'/'processed' for a member who is not an approver answer
 * an empty result. Empty: Code '2000' with Data { Items: [], Total: 0, ... }.
 * Data: ApprovalOrderListData, newest first.
 */
/** ProductType: only that product's approvals (the 审批 list's filter); none: every product. */
export type ApprovalOrderListRequest = { Tab: ApprovalListTab; PageIndex: number; PageSize: number; ProductType?: ProductType }
export type ApprovalOrderListItem = {
  ApprovalNo: string
  OrderNo: string
  ProductType: ProductType
  ApplicantName: string
  Title: string
  Subtitle: string
  StartDate: DateString
  EndDate: DateString
  TotalFen: Fen
  IsOverStandard: boolean
  Status: ApprovalProgress['Status']
  /** '审批中' / '已通过' / '已驳回' / '已撤回' */
  StatusText: string
  /** Name of the step waiting now, '' when done. */
  CurrentStepName: string
  SubmittedAt: InstantString
}
export type ApprovalOrderListData = {
  Items: ApprovalOrderListItem[]
  Total: number
  PageIndex: number
  PageSize: number
}

/**
 * POST /b2b/TMC/GetApprovalOrderDetail
 * Body: { ApprovalNo } or { OrderNo } (the latest approval of that order, for links that carry only the
 * order number). Data: ApprovalOrderDetail. Only the applicant and the flow's approvers (4004 else).
 */
export type ApprovalOrderDetailRequest = { ApprovalNo: string } | { OrderNo: string }
/**
 * An order's detail in its product's own shape, as the approval detail carries it (decision 0941): hotel (1),
 * car (7) and takeout (8) answer the hotel shape (`HotelId`), flight (5) `FlightOrderDetail` (`Segments`), train
 * (6) `TrainOrderDetail` (`TrainNo`). The shapes' required fields tell them apart (`'HotelId' in order`).
 */
export type ProductOrderDetail = HotelOrderDetail | FlightOrderDetail | TrainOrderDetail
export type ApprovalOrderDetail<TOrder extends ProductOrderDetail = ProductOrderDetail> = {
  ApprovalNo: string
  ApplicantName: string
  SubmittedAt: InstantString
  Progress: ApprovalProgress
  /** The order under approval in its product's own detail shape (ProductOrderDetail); each product's approval body narrows it. */
  Order: TOrder
  /** The caller is an approver of the pending step. */
  CanApprove: boolean
  /** The caller is the applicant and the approval is pending. */
  CanRevoke: boolean
}

/**
 * POST /b2b/TMC/ApproveOrder (reqId idempotent). Body: { ApprovalNo, Comment? }.
 * Approves the pending step; the last step moves the order on by orderStatus.ts 'approve' (to
 * PendingPayment, or Confirming when nothing is to be paid in the app). Not the caller's step: 4003;
 * no longer pending: 4001 '该审批已处理'. Data: ApprovalActionResult.
 */
export type ApproveOrderRequest = { ApprovalNo: string; Comment?: string }

/**
 * POST /b2b/TMC/RejectOrder (reqId idempotent). Body: { ApprovalNo, Reason } (Reason required, 1..200,
 * else 4000 '请填写驳回原因'). The order becomes Rejected and can never be paid. Data: ApprovalActionResult.
 */
export type RejectOrderRequest = { ApprovalNo: string; Reason: string }

/**
 * POST /b2b/TMC/RevokeApproval (reqId idempotent). Body: { ApprovalNo, Reason? }. Applicant only
 * (4003), while pending (4001 '审批已处理，无法撤回'). The order becomes Cancelled. Data: ApprovalActionResult.
 */
export type RevokeApprovalRequest = { ApprovalNo: string; Reason?: string }

/**
 * POST /b2b/TMC/TransferApproval (转交, decision 0800; reqId idempotent). Body: { ApprovalNo, ToMemberId, Comment? }.
 * The caller's pending step goes to another active member of the enterprise, who then finds it in 待审批 and
 * decides; the caller no longer does. Oneself or someone unknown or outside the enterprise 4000, the applicant or
 * someone deciding the step already 4001, not the caller's step 4003, decided 4001. Data: ApprovalActionResult.
 */
export type TransferApprovalRequest = { ApprovalNo: string; ToMemberId: Id; Comment?: string }

export type ApprovalActionResult = {
  ApprovalNo: string
  ApprovalStatus: ApprovalProgress['Status']
  OrderNo: string
  OrderStatus: OrderStatus
}

// ---------------------------------------------------------------- Pay/*

export type EnterprisePayOption = {
  /** Enterprise account balance (预存/授信 available), fen. */
  BalanceFen: Fen
  /** The enterprise allows this member to pay from the account. */
  IsAllowed: boolean
  /** Why not allowed ('' when allowed): '企业未开通企业支付' / '因私出行不可使用企业账户'. */
  DisabledReason: string
}

/**
 * POST /b2b/Pay/GetPayInfo
 * Body: { OrderNo }. Data: PayInfo. Only for the order's booker; Status other than PendingPayment
 * answers Data with IsPayable false (the cashier shows the status instead of paying).
 */
export type GetPayInfoRequest = { OrderNo: string }
export type PayInfo = {
  OrderNo: string
  ProductType: ProductType
  Title: string
  Subtitle: string
  AmountFen: Fen
  /** Unpaid past it the order is cancelled by the system. */
  PayDeadline: InstantString
  /** Server time, to run the countdown against a client clock that may be off. */
  ServerTime: InstantString
  OrderStatus: OrderStatus
  IsPayable: boolean
  Enterprise: EnterprisePayOption
  /** Personal pay via the gateway is offered. */
  IsPersonalAllowed: boolean
  /** Bank transfer (对公转账) is offered. */
  IsBankTransferAllowed: boolean
}

/**
 * POST /b2b/Pay/PayByEnterpriseAccount (reqId idempotent). Body: { OrderNo, AmountFen } (AmountFen is
 * what the cashier showed; different answers 4001). Balance below the amount: 4001 '企业账户余额不足'.
 * In one transaction: balance decremented, order 'pay' -> Confirming. Data: PayResult.
 */
export type PayByEnterpriseAccountRequest = { OrderNo: string; AmountFen: Fen }

/**
 * POST /b2b/Pay/CreatePersonalPay (reqId idempotent). Body: { OrderNo, AmountFen }.
 * Opens a payment at the (simulated) gateway: Data { PayNo, GatewayUrl, ExpireAt }. The app shows the
 * gateway's confirm step (GatewayUrl is the simulated gateway page, '' when the app confirms in place),
 * then calls ConfirmPersonalPay.
 */
export type CreatePersonalPayRequest = { OrderNo: string; AmountFen: Fen }
export type CreatePersonalPayData = { PayNo: string; GatewayUrl: string; ExpireAt: InstantString }

/**
 * POST /b2b/Pay/CreateWechatPay (reqId idempotent). Body: { OrderNo, AmountFen, Scene, AppId }. WeChat Pay
 * is a personal payment: it opens (or reuses) the order's open personal payment and asks the (simulated)
 * WeChat Pay provider for the prepay parameters the app hands to Taro.requestPayment (Scene 'miniProgram')
 * or to WeChat's JSAPI getBrandWCPayRequest (Scene 'jsapi', WeChat's in-app browser). Once WeChat reports
 * success the app calls ConfirmPersonalPay { PayNo }.
 */
export type WechatPayScene = 'miniProgram' | 'jsapi'
export type CreateWechatPayRequest = { OrderNo: string; AmountFen: Fen; Scene: WechatPayScene; AppId: string }
export type WechatPayParams = { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }
export type CreateWechatPayData = { PayNo: string; ExpireAt: InstantString; PayParams: WechatPayParams }

/**
 * POST /b2b/Pay/ConfirmPersonalPay (reqId idempotent). Body: { PayNo }. The simulated gateway settles
 * the payment and the order moves 'pay' -> Confirming. Data: PayResult.
 */
export type ConfirmPersonalPayRequest = { PayNo: string }

/**
 * POST /b2b/Pay/GetPayStatus. Body: { OrderNo, PayNo? }. Data: PayResult (Status 'paying' while the
 * gateway has not settled).
 */
export type GetPayStatusRequest = { OrderNo: string; PayNo?: string }

export type PayStatus = 'unpaid' | 'paying' | 'paid' | 'failed' | 'closed'
export type PayResult = {
  OrderNo: string
  PayNo: string
  Status: PayStatus
  PaidFen: Fen
  PayMethod: PayMethod
  PaidAt: InstantString | null
  OrderStatus: OrderStatus
  /** Enterprise payments: balance after paying; else null. */
  BalanceAfterFen: Fen | null
}

/**
 * POST /b2b/Pay/GetBankTransferInfo. Body: { OrderNo }. Data: the account to transfer to and the
 * remark that matches the transfer to the order.
 */
export type GetBankTransferInfoRequest = { OrderNo: string }
export type BankTransferInfo = {
  OrderNo: string
  AmountFen: Fen
  AccountName: string
  AccountNo: string
  BankName: string
  BranchName: string
  /** Must be written on the transfer: '订单H2026...'. */
  TransferRemark: string
  PayDeadline: InstantString
  Notes: string[]
}

export type OrderAction =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'revoke'
  | 'pay'
  | 'confirm'
  | 'checkIn'
  | 'cancel'
  | 'refund'
  | 'applyEarlyDeparture'
  | 'complete'

/** applicant: the booker; approver: an approver of the pending step; system: server jobs, supplier, gateway. */
export type OrderActor = 'applicant' | 'approver' | 'system'

export type OrderListTab = 'all' | 'pendingApproval' | 'pendingPayment' | 'confirmed' | 'completed' | 'cancelled'
