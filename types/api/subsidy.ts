/**
 * Travel subsidies v3 and subsidy cost lines, module expensecontrol Subsidy/* (types only; decision 0321), and
 * the travel city list of travelCity (decision 0323).
 */
import type { DateString, Fen, Id } from './envelope'

/** A daily rate item of a subsidy (domain/expense/subsidyLine.ts lists them with their names). */
export type SubsidyItem = 'meal' | 'transport' | 'communication'

/** A finished trip (approved travel application ended by today) that may earn a subsidy. */
export type SubsidyJourney = {
  ApplyNo: string
  Reason: string
  CityName: string
  CityTier: number
  StartDate: DateString
  EndDate: DateString
  /** Flight and train orders under the application (they time the trip). */
  OrderCount: number
  DailyFen: Fen
  /** What this trip alone still pays (days other trips already paid are not counted). */
  UnclaimedFen: Fen
}
/** POST /expensecontrol/Subsidy/GetJourneyList: the caller's finished trips, newest first. */
export type SubsidyJourneyListData = { Items: SubsidyJourney[] }

/** An order under the journey; Timing: a flight or train, which may time the trip. */
export type SubsidyProduct = {
  OrderNo: string
  ProductType: number
  ProductName: string
  Title: string
  /** 'YYYY-MM-DD HH:mm' (Asia/Shanghai) */
  StartAt: string
  EndAt: string
  AmountFen: Fen
  Timing: boolean
}
export type SubsidyApplyNoRequest = { ApplyNo: string }
/** POST /expensecontrol/Subsidy/GetJourneyProducts: the journey and its orders. */
export type SubsidyJourneyProductsData = { Journey: SubsidyJourney; Items: SubsidyProduct[] }

/**
 * POST /expensecontrol/Subsidy/PreviewSubsidy: the days of the journey timed by the chosen transport orders
 * (OrderNos absent: every one; []: the application's dates), the chosen Dates (absent: every date) selected.
 */
export type SubsidyPreviewRequest = { ApplyNo: string; OrderNos?: string[]; Dates?: DateString[] }
/** CityName: the city the day is paid at (a tier per day and city, decision 0772). */
export type SubsidyPreviewDay = { Date: DateString; Halves: 1 | 2; AmountFen: Fen; CityName?: string; Claimed: boolean; Selected: boolean }
export type SubsidyPreviewData = {
  Depart: string
  Back: string
  TimedBy: 'orders' | 'application'
  CityName: string
  CityTier: number
  DailyFen: Fen
  DepartAfter: string
  ReturnBefore: string
  Days: SubsidyPreviewDay[]
  /** Selected and not yet claimed. */
  DayCount: number
  AmountFen: Fen
}

/** One claimed subsidy (a 出差补贴 cost) of the caller. */
export type SubsidyLine = {
  CostId: Id
  CityName: string
  FirstDate: DateString
  LastDate: DateString
  DayCount: number
  AmountFen: Fen
  Remark: string
  /** The bill that claims it, '' while it is free in the account book. */
  BillNo: string
  Editable: boolean
}
/** POST /expensecontrol/Subsidy/GetSubsidyCosts: the caller's subsidy costs, newest first. */
export type SubsidyLinesData = { Items: SubsidyLine[] }

export type SubsidyLineDay = {
  Date: DateString
  /** 0 morning, 1 afternoon */
  Halves: (0 | 1)[]
  MealFen: Fen
  TransportFen: Fen
  CommunicationFen: Fen
  Deducted: SubsidyItem[]
  AmountFen: Fen
  /** false: claimed before items were kept; only kept or dropped. */
  Itemised: boolean
}
export type SubsidyCostIdRequest = { CostId: Id }
/** POST /expensecontrol/Subsidy/GetSubsidyCost */
export type SubsidyLineDetail = SubsidyLine & { Days: SubsidyLineDay[] }

/** POST /expensecontrol/Subsidy/SaveSubsidyCost (reqId): drop days, deduct items; the amount only shrinks. */
export type SaveSubsidyCostRequest = { CostId: Id; Days: { Date: DateString; Keep: boolean; Deducted: SubsidyItem[] }[]; Remark: string }
export type SaveSubsidyCostData = { CostId: Id; AmountFen: Fen; DayCount: number }

export type TravelCity = { CityName: string; Pinyin: string; Initial: string; Tier: 1 | 2 | 3; ProvinceName: string; IsHot: boolean }
/** POST /expensecontrol/Subsidy/GetTravelCities: prefecture-level cities with their tier; DailyFenByTier is the
 * caller's subsidy rate per tier ({} without hasSubsidyPermission). */
export type TravelCitiesData = { Cities: TravelCity[]; DailyFenByTier: Partial<Record<'1' | '2' | '3', Fen>> }
