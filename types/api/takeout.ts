/** Takeout (module waimai, issue 19): the meal standard, presave, the provider's page, orders of product type 8. */
import type { Id } from './envelope'
import type { OverAction } from './standards'

export type TakeoutAddress = { Contact: string; Phone: string; Address: string; CityName: string }

export type TakeoutBookingInfoData = {
  /** Today, Beijing time (YYYY-MM-DD): the day the standard counts. */
  Date: string
  GradeName: string
  /** The day's cap in fen; null without a cap. */
  CapFen: number | null
  SpentTodayFen: number
  RemainingFen: number | null
  Rule: string
  WhenExceeded: OverAction | null
  Addresses: TakeoutAddress[]
  /** The member may order takeout (takeoutPeritted). */
  CanOrder: boolean
}

export type TakeoutReason = { Code: string; Text: string }
export type TakeoutOverReasonsData = { Reasons: TakeoutReason[] }

export type TakeoutValidStandardRequest = { AmountFen: number }
export type TakeoutValidStandardData = {
  IsOverStandard: boolean
  Action: OverAction
  Rule: string
  RemainingFen: number | null
}

export type TakeoutPresaveRequest = {
  Address: TakeoutAddress
  ReasonCode: string
  Reason: string
  Remark: string
  /** The cost centre and project the meal is charged to (ids from the pickers, names as shown; decision 0480). */
  CostCenterId?: Id
  CostCenterName?: string
  ProjectId?: Id
  ProjectName?: string
}
export type TakeoutPresaveData = { PreOrderNo: string; DetailUrl: string }

export type TakeoutPreOrderRequest = { PreOrderNo: string }
export type TakeoutDetailUrlData = {
  PreOrderNo: string
  DetailUrl: string
  /** open: on the provider's page; ordered: the order came back (OrderNo set). */
  Status: 'open' | 'ordered'
  OrderNo: string
  AmountFen: number
}

/** The simulated provider's checkout, sent by its own menu page. */
export type TakeoutCheckoutRequest = { Token: string; Items: { DishId: string; Count: number }[] }
export type TakeoutCheckoutData = { OrderNo: string; AmountFen: number; IsOverStandard: boolean }

/** waimai takeout/GetOrderDetail: a takeout order of the caller (the order core's detail shape, product 8). */
export type TakeoutOrderDetailRequest = { OrderNo: string }
