/**
 * Module tripwise-m-api (mounted at /tripwise-m-api). The spec spells get-plat-info in camelCase; the
 * calls it leaves open use the PascalCase of the other modules. Paths, bodies and Data: docs/api/README.md.
 */
import type { DateString, Id, InstantString } from './envelope'
import type { MemberSession } from './b2b'

// ---------------------------------------------------------------- agent-account/get-plat-info

/**
 * POST /tripwise-m-api/agent-account/get-plat-info (no login). The platform is chosen by agentPlatId
 * (1001..1006, 1020, or a brand key such as 'dossen'), else by enterpriseId, else by hostUrl, else the default.
 */
export type GetPlatInfoRequest = {
  agentPlatId?: string
  /** h5, weapp, dd */
  clientType?: string
  hostUrl?: string
  enterpriseId?: Id
}
export type PlatInfo = {
  agentAppName: string
  agentLogoDist: string
  agentName: string
  /** '1004' for dossen...; '' for the default brand (clgj). */
  agentPlatId: string
  /** Base address of the API for this platform; '' means the origin the app was served from. */
  apiUrl: string
  hostUrl: string
  integralLogoUrl: string
  platId: number
  servicePhone: string
  filingInfo: string
  /** 1 online chat, 2 hotline. */
  serviceType: 1 | 2
}
export type GetPlatInfoData = PlatInfo

// ---------------------------------------------------------------- event-tracking/add

/** POST /tripwise-m-api/event-tracking/add (login optional; the member is attached when the token is valid). */
export type AddTrackingEventRequest = {
  EventName: string
  PageUrl?: string
  Params?: Record<string, unknown>
  OccurredAt?: InstantString
}
export type AddTrackingEventData = null

// ---------------------------------------------------------------- holidayCalendar/getInfoByMonth

export type HolidayDay = {
  Date: DateString
  /** 国庆节, 春节... */
  Name: string
  /** True on a public-holiday day off, false on a make-up workday (调休上班). */
  IsOffDay: boolean
  /** 1 holiday, 2 make-up workday */
  Type: 1 | 2
  /** True until the State Council notice of that year is published (see docs/decisions). */
  IsProvisional: boolean
}
/** GET /tripwise-m-api/holidayCalendar/getInfoByMonth?month=YYYY-MM (no login). Code 2000 for a month with no data. */
export type GetHolidayInfoByMonthQuery = { month: string }
export type GetHolidayInfoByMonthData = { Month: string; Days: HolidayDay[] }

// ---------------------------------------------------------------- frequently/used/*

/** A business function the member can put among their frequently used. */
export type BusinessFunction = {
  FunctionCode: string
  Name: string
  Category: string
  /** App page path. */
  Url: string
  Icon: string
  IsAdded: boolean
}
/** One of the member's frequently used functions. */
export type FrequentItem = {
  Id: Id
  FunctionCode: string
  Name: string
  Url: string
  Icon: string
  Sort: number
}
/** POST /tripwise-m-api/frequently/used/index: the home's items (the member's, else the defaults). */
export type FrequentlyUsedIndexData = { Items: FrequentItem[]; IsDefault: boolean }
/** POST /tripwise-m-api/frequently/used/business/index: the catalogue by category. */
export type FrequentBusinessIndexData = { Categories: { Category: string; Functions: BusinessFunction[] }[] }
/** POST /tripwise-m-api/frequently/used/business/list: the member's own items. */
export type FrequentBusinessListData = { Items: FrequentItem[] }
/** POST /tripwise-m-api/frequently/used/business/add (creating write: send `reqId`). At most 12. */
export type FrequentBusinessAddRequest = { FunctionCode: string }
export type FrequentBusinessAddData = { Id: Id }
/** POST /tripwise-m-api/frequently/used/business/edit: the member's items in their new order. */
export type FrequentBusinessEditRequest = { Ids: Id[] }
export type FrequentBusinessEditData = { Items: FrequentItem[] }
/** POST /tripwise-m-api/frequently/used/business/delete */
export type FrequentBusinessDeleteRequest = { Id: Id }
export type FrequentBusinessDeleteData = null
/** POST /tripwise-m-api/frequently/used/business/search: Code 2000 when nothing matches. */
export type FrequentBusinessSearchRequest = { Keyword: string }
export type FrequentBusinessSearchData = { Functions: BusinessFunction[] }
export type FrequentCity = { CityCode: string; CityName: string; ProductType: number; UseCount: number }
/** POST /tripwise-m-api/frequently/used/city/list: cities the member travelled to most. */
export type FrequentCityListRequest = { ProductType?: number }
export type FrequentCityListData = { Cities: FrequentCity[] }

// ---------------------------------------------------------------- member/*

/** POST /tripwise-m-api/member/getEnterpriseInfo: the caller's current enterprise. */
export type GetEnterpriseInfoData = {
  EnterpriseId: Id
  EnterpriseName: string
  ShortName: string
  EnterpriseKey: string
  PlatId: number
  LogoUrl: string
  bookingMethod: 1 | 2
  ContractEndDate: DateString | ''
  IsExpiredContract: boolean
  IsOpenBonusPoints: boolean
  ServicePhone: string
}

/**
 * POST /tripwise-m-api/member/updateCustomerEnterpriseLogin: switch to another enterprise of the same
 * account. Answers a new session; the old token then answers 8001.
 */
export type UpdateCustomerEnterpriseLoginRequest = { EnterpriseId: Id }
export type UpdateCustomerEnterpriseLoginData = MemberSession

/**
 * POST /tripwise-m-api/common/upload: multipart/form-data, field `file`, one JPG/PNG/GIF/WebP image of at most
 * 5 MB (checked by its bytes). Data: where it is served (GET, public, random id), to attach to a feedback.
 */
export type UploadData = { Url: string }

/** dmm/feedback/save: 1 服务异议, 2 功能建议, 3 其他; ImageUrls: up to 3 Urls of the caller's own uploads. */
export type FeedbackSaveRequest = {
  FeedbackType: 1 | 2 | 3
  Content: string
  ImageUrls: string[]
  ContactPhone: string
  OrderNo?: string
  ProductType?: 1 | 5 | 6 | 7 | 8
}
export type FeedbackSaveData = { FeedbackId: string }

export type FeedbackPageRequest = { PageIndex: number; PageSize: number }
export type FeedbackSummary = {
  FeedbackId: string
  FeedbackType: 1 | 2 | 3
  Content: string
  OrderNo: string | null
  Status: 'submitted' | 'handling' | 'replied'
  CreatedAt: string
}
export type FeedbackPageData = { Total: number; Items: FeedbackSummary[] }
