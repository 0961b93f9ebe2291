/**
 * Module common (mounted at /common): api/Customer/*, api/Budget/*, api/order/*, api/approval/*,
 * api/bonusPoints/*, api/travelBusinessOrder/*. Paths, bodies and Data: docs/api/README.md.
 */
import type { BookingMethod, DateString, Fen, Id, InstantString, ProductType } from './envelope'

// ---------------------------------------------------------------- api/Customer/*

export type Department = {
  DepartmentId: Id
  DepartmentName: string
  /** '' for a top-level department. */
  ParentDepartmentId: Id | ''
  IsDefault: boolean
  CostCenterId: Id | ''
  CostCenterName: string
}
/** POST /common/api/Customer/GetMyDepartments */
export type GetMyDepartmentsData = { Departments: Department[] }

export type CustomerBaseInfo = {
  CustomerId: Id
  DepartmentInfoList: { DepartmentId: Id; DepartmentName: string }[]
  Customer: { CustomerId: Id; CustomerName: string; CustomerPhone: string; Email: string; EmployeeNo: string }
}
/** POST /common/api/Customer/GetCustomerBaseInfoList: colleagues of the caller's enterprise only. */
export type GetCustomerBaseInfoListRequest = { CustomerIds: Id[] }
export type GetCustomerBaseInfoListData = { CustomerBaseInfos: CustomerBaseInfo[] }

/** POST /common/api/Customer/IsPrivilegeStaffs */
export type IsPrivilegeStaffsData = { IsPrivilegeStaff: boolean }

/** POST /common/api/Customer/LoginInit: first call after login; records the device. */
export type LoginInitData = {
  MemberId: Id
  EnterpriseId: Id
  EnterpriseKey: string
  PlatId: number
  bookingMethod: BookingMethod
  /** 1 when bookingMethod is business travel (因公), else 0. */
  IsTravelBussiness: 0 | 1
  ServerTime: InstantString
}

export type CustomerDepartmentListItem = { DepartmentId: Id; DepartmentName: string; IsDefault: boolean }

export type BelongCustomer = {
  MemberId: Id
  CustomerName: string
  EnterpriseId: Id
  EnterpriseName: string
  DepartmentName: string
  IsCurrent: boolean
}

/**
 * POST /common/api/Customer/GetLoginUserInfos: every settings flag of foundations section 3, spelled as
 * the spec spells them (takeoutPeritted, isOpenBonusPoints, IsOpenBounusMall...).
 */
export type GetLoginUserInfosData = {
  MemberId: Id
  MemberName: string
  CustomerName: string
  EnterpriseId: Id
  PlatId: number
  CompanyName: string
  phone: string
  EnterpriseKey: string
  bookingMethod: BookingMethod
  IsApprover: boolean
  IsTrial: boolean
  IsManage: boolean
  IsFinancial: boolean
  isPrivilegeStaffs: boolean
  isDossenSale: boolean
  isDossenOnwer: boolean
  hasSubsidyPermission: boolean
  IsPermittedUseCar: boolean
  IsPermittedUseCarTemp: boolean
  IsPermittedUseCarWork: boolean
  IsPermittedBookHotel: boolean
  IsPermittedBookInternationalHotel: boolean
  IsPermittedBookFlight: boolean
  IsPermittedBookTrain: boolean
  IsPermittedBookInternationalFlight: boolean
  takeoutPeritted: boolean
  IsUploadTravelBusinessCertify: boolean
  /** Enterprise prepaid account balance, fen. */
  /** The company's balance: finance staff and admins only, null for others (issue 35). */
  AccountBalance: Fen | null
  HotelAdvanceDay: number
  FlightAdvanceDay: number
  IsExpiredContract: boolean
  isOpenBonusPoints: boolean
  /** 1 active, 2 suspended, 0 not opened. */
  BonusPointsEnterpriseStatus: 0 | 1 | 2
  BonusPointsUseCarLimited: boolean
  IsOpenBounusMall: boolean
  IsUserNewExpense: boolean
  CustomerDepartmentList: CustomerDepartmentListItem[]
  Customers: BelongCustomer[]
}

export type BelongEnterprise = { EnterpriseId: Id; EnterpriseName: string; PlatId: number; IsCurrent: boolean }
/** POST /common/api/Customer/GetBelongEnterprises: enterprises the caller's account belongs to. */
export type GetBelongEnterprisesData = { Enterprises: BelongEnterprise[] }

/** POST /common/api/Customer/GetBelongEnterpriseCustomerInfos: the account's employee record per enterprise. */
export type GetBelongEnterpriseCustomerInfosData = { Customers: BelongCustomer[] }

/**
 * POST /common/api/Customer/RegisterCustomerInfo: the logged-in account asks to join another enterprise by its
 * registration key (creating write: send a `reqId` header). With an invitation of that enterprise it joins at
 * once (`Status: 'joined'`); by the key alone it waits for a manager's approval (`Status: 'pending'`, MemberId
 * '') (decision 0270).
 */
export type CommonRegisterCustomerInfoRequest = { EnterpriseKey: string; CustomerName?: string; InvitationCode?: string }
export type CommonRegisterCustomerInfoData = { MemberId: Id; EnterpriseId: Id; EnterpriseName: string; Status: 'joined' | 'pending'; RequestId: Id }

// ---------------------------------------------------------------- api/Budget/*

/** 0 no control, 1 warn only (over budget is recorded), 2 forbid. */
export type BudgetControlType = 0 | 1 | 2

export type BudgetCheck = {
  BudgetId: Id
  BudgetName: string
  DimensionType: 'department' | 'costCenter' | 'project'
  DimensionId: Id
  DimensionName: string
  /** YYYY */
  Period: string
  TotalAmount: Fen
  UsedAmount: Fen
  RemainingAmount: Fen
  ControlType: BudgetControlType
  IsOver: boolean
}
/**
 * POST /common/api/Budget/ValidateBudget: does `Amount` fit the budgets of the department (default: the
 * member's default department), cost centre and project? Ids of another enterprise answer 4004.
 */
export type ValidateBudgetRequest = {
  Amount: Fen
  ProductType: ProductType
  DepartmentId?: Id
  CostCenterId?: Id
  ProjectId?: Id
  /** Budget year is taken from it; default today. */
  TravelDate?: DateString
}
export type ValidateBudgetData = {
  /** False only when a budget with ControlType 2 would be exceeded. */
  IsPass: boolean
  IsOverBudget: boolean
  ControlType: BudgetControlType
  Budgets: BudgetCheck[]
  Message: string
}

// ---------------------------------------------------------------- api/order/*

export type TripItem = {
  OrderNo: string
  ProductType: ProductType
  Title: string
  Description: string
  StartTime: InstantString
  EndTime: InstantString | null
  DepartureName: string
  ArrivalName: string
  TravellerName: string
  Status: string
  StatusName: string
  Amount: Fen
  IsRead: boolean
}
/** 0 all, 1 upcoming (not ended), 2 past */
export type TripScope = 0 | 1 | 2
/** POST /common/api/order/GetTripList: the caller's trips (orders they booked or travel on). */
export type GetTripListRequest = { TripScope?: TripScope; PageIndex?: number; PageSize?: number }
export type GetTripListData = { Trips: TripItem[]; Total: number; PageIndex: number; PageSize: number }
/** POST /common/api/order/GetSearchTripList: Code 2000 with an empty list when nothing matches. */
export type GetSearchTripListRequest = {
  Keyword?: string
  ProductType?: ProductType
  StartDate?: DateString
  EndDate?: DateString
  PageIndex?: number
  PageSize?: number
}
export type GetSearchTripListData = GetTripListData
/** POST /common/api/order/GetReadFlag */
export type GetReadFlagData = { UnreadOrderNos: string[]; HasUnread: boolean }
/** POST /common/api/order/UpdateReadFlag: marks the given trips read (an empty list marks all). */
export type UpdateReadFlagRequest = { OrderNos: string[] }
export type UpdateReadFlagData = { UpdatedCount: number }
/** POST /common/api/order/GetErrorOrderCount: Data is the number of the caller's abnormal orders. */
export type GetErrorOrderCountData = number

// ---------------------------------------------------------------- api/travelBusinessOrder/*

export type ExternalOrderTravelPassenger = {
  Name: string
  /** Masked: 138****0001 */
  Phone: string
  IdentityType: number
  /** Masked: 1101**********1234 */
  IdentityNo: string
  /** '' when the passenger is not an employee of the enterprise. */
  MemberId: Id | ''
}
/** POST /common/api/travelBusinessOrder/GetExternalOrderInfos: a journey handed over by a travel platform. */
export type GetExternalOrderInfosRequest = { journeyBizNo: string }
export type GetExternalOrderInfosData = {
  journeyBizNo: string
  Source: string
  ProductType: ProductType
  DepartCityName: string
  ArriveCityName: string
  StartDate: DateString
  EndDate: DateString
  Reason: string
  ExternalOrderTravelPassengers: ExternalOrderTravelPassenger[]
}

// ---------------------------------------------------------------- api/approval/*, api/bonusPoints/*

/** POST /common/api/approval/GetToDoApprovalSummary: pending approvals assigned to the caller (0 for non-approvers). */
export type GetToDoApprovalSummaryData = {
  /** Everything waiting on the caller: the sum of the parts below (the home's 待我审批 and the 审批 tab badge). */
  DataCount: number
  Orders: number
  /** 出差申请 and 日常申请, labelled apart on the 审批 screen. */
  TravelApplications: number
  DailyApplications: number
  /** Reimbursement and corporate bills, and loans (the expense 审批 screen's 待审批 tab). */
  Bills: number
  Loans: number
  /** Cash repayments waiting for finance to confirm receipt (0 for others; issue 35). */
  Repayments: number
}

/** POST /common/api/bonusPoints/GetBonusPointsStatus */
export type GetBonusPointsStatusData = {
  IsOpenBonusPoints: boolean
  /** 1 active, 2 suspended, 0 not opened. */
  BonusPointsEnterpriseStatus: 0 | 1 | 2
  BonusPointsUseCarLimited: boolean
  IsOpenBounusMall: boolean
}
