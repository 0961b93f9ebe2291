/**
 * Travel applications (出差申请), b2b TravelApply/* (types only). An application names travellers, the
 * departure and destination cities, dates, the products it allows and an estimated budget; the enterprise's
 * application flow approves it; bookings may then hang off it (TravelApplyNo on the booking).
 * Paths and shapes: decision 0151.
 */
import type { DateString, Fen, Id, InstantString } from './envelope'
import type { PolicyProduct } from './standards'
import type { AddApproverPosition } from './expense'

export type TravelApplyStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'revoked'
/** travel: 出差申请; daily: 日常申请 (decision 0320), same flow and actions, never used for a booking or subsidy. */
export type TravelApplyKind = 'travel' | 'daily'
/** standard: the 出差申请 form; guangxin: the 出差单 entered leg by leg (decision 0322). */
export type TravelApplyVariant = 'standard' | 'guangxin'
/** One leg of a guangxin 出差单. Product: flight, train or car. */
export type TravelLeg = { FromCity: string; ToCity: string; Date: DateString; Product: 'flight' | 'train' | 'car' }
export type TravelApplyTraveller = { MemberId: Id; Name: string }

/** POST /b2b/TravelApply/Create (reqId): saves a draft, or submits it at once when Submit is true. */
export type CreateTravelApplyRequest = {
  Reason: string
  DepartCity: string
  /** Destination city names, 1-5. */
  Cities: string[]
  StartDate: DateString
  EndDate: DateString
  Products: PolicyProduct[]
  BudgetFen: Fen
  /** Colleagues of the same enterprise; the applicant is always a traveller. */
  TravellerMemberIds?: Id[]
  Remark?: string
  Submit?: boolean
  /** 补申请 (decision 0772): a trip already over (ended before today, within 30 days), filed after the fact for approval. */
  IsAfterTheFact?: boolean
  /** The city of each day of a multi-city trip (within the dates, each day once); absent: not said. */
  CityDays?: TravelCityDays[]
}
/** Where the traveller was from StartDate to EndDate (inclusive): the subsidy pays those days at that city's tier. */
export type TravelCityDays = { CityName: string; StartDate: DateString; EndDate: DateString }
export type CreateTravelApplyData = { ApplyNo: string; Status: TravelApplyStatus }

/** Submit (draft → pending), Revoke (pending → revoked, applicant), Detail: `{ApplyNo}`. */
export type TravelApplyNoRequest = { ApplyNo: string }
export type ApproveTravelApplyRequest = { ApplyNo: string; Comment?: string }
/** POST /b2b/TravelApply/Transfer (转交, decision 0700): the caller's pending step goes to another member. */
export type TransferTravelApplyRequest = { ApplyNo: string; ToMemberId: string; Comment?: string }
/** POST /b2b/TravelApply/AddApprover (加签, decision 0800): a member decides before or after the caller. */
export type AddTravelApplyApproverRequest = { ApplyNo: string; ToMemberId: Id; Position: AddApproverPosition; Comment?: string }
/** POST /b2b/TravelApply/Return (退回, decision 0800): to an earlier step (its Step number); not to the applicant. */
export type ReturnTravelApplyRequest = { ApplyNo: string; ToLevel: number; Reason: string }
export type RejectTravelApplyRequest = { ApplyNo: string; Reason: string }
export type TravelApplyActionData = { ApplyNo: string; Status: TravelApplyStatus }

export type TravelApplyListTab = 'mine' | 'pending' | 'processed'
/** POST /b2b/TravelApply/List: mine, waiting for the caller's approval, or decided by the caller. */
export type TravelApplyListRequest = { Tab: TravelApplyListTab; PageIndex: number; PageSize: number }

export type TravelApplySummary = {
  ApplyNo: string
  Reason: string
  ApplicantName: string
  DepartCity: string
  Cities: string[]
  StartDate: DateString
  EndDate: DateString
  Products: PolicyProduct[]
  BudgetFen: Fen
  Status: TravelApplyStatus
  StatusText: string
  CreatedAt: InstantString
  /** The server always sends Kind, Variant and Category (decisions 0320, 0322); absent reads as travel, standard, ''. */
  Kind?: TravelApplyKind
  Variant?: TravelApplyVariant
  /** daily: the expense category; guangxin: the trip type; '' otherwise. */
  Category?: string
  /** 补申请: filed after the trip (decision 0772). */
  IsAfterTheFact?: boolean
}
export type TravelApplyListData = { Items: TravelApplySummary[]; Total: number; PageIndex: number; PageSize: number }

export type TravelApplyStep = { Step: number; Name: string; ApproverName: string; Status: 'pending' | 'approved' | 'rejected' | 'skipped' | 'waiting'; Comment: string; DecidedAt: InstantString | '' }

export type TravelApplyDetail = TravelApplySummary & {
  Travellers: TravelApplyTraveller[]
  Remark: string
  RejectReason: string
  Steps: TravelApplyStep[]
  /** guangxin: the itinerary; [] (or absent) otherwise. */
  Legs?: TravelLeg[]
  /** The city of each day (decision 0772); [] when not said. */
  CityDays?: TravelCityDays[]
  CanSubmit: boolean
  CanRevoke: boolean
  CanApprove: boolean
  /** Approved and not over: bookings may hang off it. */
  CanBook: boolean
}

/**
 * POST /b2b/TravelApply/Usable: the caller's approved applications a booking may use, filtered by product,
 * city and dates when given, plus the enterprise's settings for bookings under an application.
 */
export type UsableTravelApplyRequest = { Product?: PolicyProduct; CityName?: string; StartDate?: DateString; EndDate?: DateString }
export type TravelApplySettings = {
  /** A booking under an approved application needs no further approval. */
  SkipOrderApproval: boolean
  /** needTravelFormVuex: business-travel bookings must pick an application. */
  NeedTravelForm: boolean
  /** travelBillCanChange: the booker may change the picked application on the form. */
  TravelBillCanChange: boolean
  /** externalNeedTravelBill: bookings opened from an external journey need an application too. */
  ExternalNeedTravelBill: boolean
  /** Which form 新建出差申请 opens (decision 0322); absent reads as standard. */
  FormVariant?: TravelApplyVariant
}
export type UsableTravelApplyData = { Items: TravelApplySummary[]; Settings: TravelApplySettings }

/**
 * POST /b2b/DailyApply/Create (reqId, decision 0320): a 日常申请 — an expense to be approved before it happens
 * (business entertaining, a meeting, training, a purchase). Detail, submit, approve, reject and revoke are the
 * TravelApply/* calls: it is a travel application of kind daily.
 */
export type CreateDailyApplyRequest = {
  Category: string
  Reason: string
  /** Where it happens; '' when nowhere in particular. */
  CityName: string
  StartDate: DateString
  EndDate: DateString
  BudgetFen: Fen
  Remark?: string
  Submit?: boolean
}

/**
 * POST /b2b/TravelApply/CreateTravelBill (reqId, decision 0322): the guangxin 出差单 — the itinerary leg by leg;
 * departure city, destinations, dates and products follow from the legs (hotel when NeedHotel).
 */
export type CreateTravelBillRequest = {
  Category: string
  Reason: string
  Legs: TravelLeg[]
  NeedHotel: boolean
  BudgetFen: Fen
  TravellerMemberIds?: Id[]
  Remark?: string
  Submit?: boolean
}
