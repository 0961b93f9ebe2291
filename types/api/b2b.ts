/**
 * Module b2b (mounted at /b2b): identity (Customer/*) and public data (Common/*).
 * Paths, bodies and Data are listed in docs/api/README.md.
 */
import type { BookingMethod, DateString, Id, InstantString } from './envelope'

// ---------------------------------------------------------------- Customer/*: identity

/** The session a login (or an enterprise switch) opens: stored by the app as settings.MemberInfo. */
export type MemberSession = {
  MemberId: Id
  /** Send it in the `Token` header of every call. */
  Token: string
  MemberName: string
  EnterpriseId: Id
  /** The member's name as an employee of the enterprise (客户 = employee record). */
  CustomerName: string
  /** Agent platform of the member's enterprise (1004 dossen, 1020 default...). */
  PlatId: number
}

export type LoginByPasswordRequest = { Phone: string; Password: string }
export type LoginByCodeRequest = { Phone: string; VerifyCode: string }
/** POST /b2b/Customer/LoginV2: exactly one of Password and VerifyCode (scene 'login'). */
export type LoginV2Request = LoginByPasswordRequest | LoginByCodeRequest
export type LoginV2Data = MemberSession

/** POST /b2b/Customer/LoginOut: ends the session of the Token header. Data null. */
export type LoginOutData = null

export type CustomerDepartment = { DepartmentId: Id; DepartmentName: string; IsDefault: boolean }

/** POST /b2b/Customer/GetCustomerInfo */
export type GetCustomerInfoData = {
  MemberId: Id
  MemberName: string
  CustomerName: string
  /** The member's own phone, in full. */
  Phone: string
  Email: string
  /** 0 unknown, 1 male, 2 female */
  Gender: 0 | 1 | 2
  EmployeeNo: string
  EnterpriseId: Id
  EnterpriseName: string
  Departments: CustomerDepartment[]
  TravelStandardName: string
}

/** POST /b2b/Customer/EditPassword: other sessions of the account end (8001). */
export type EditPasswordRequest = { OldPassword: string; NewPassword: string }
export type EditPasswordData = null

export type SmsScene = 'login' | 'register' | 'resetPassword' | 'enterpriseRegister'
/** Scenes of codes the server sends itself (not through SendSmsCode): the two phones of a mobile change. */
export type VerificationScene = SmsScene | 'changeMobileOld' | 'changeMobileNew'

/** POST /b2b/Common/SendSmsCode (rate limited per phone and IP). */
export type SendSmsCodeRequest = { Phone: string; Scene: SmsScene }
export type SendSmsCodeData = { ExpireSeconds: number }

/** A one-time proof that the phone received a code; valid 10 minutes, for one scene. */
export type VerificationTicket = { Ticket: string; ExpireSeconds: number }

/** POST /b2b/Customer/VerificationCodeCheck: checks a code (any scene) and returns a ticket. */
export type VerificationCodeCheckRequest = { Phone: string; VerifyCode: string; Scene: SmsScene }
export type VerificationCodeCheckData = VerificationTicket

/** POST /b2b/Customer/ForgetPasswordCheck: checks a 'resetPassword' code, returns a ticket. */
export type ForgetPasswordCheckRequest = { Phone: string; VerifyCode: string }
export type ForgetPasswordCheckData = VerificationTicket

/** POST /b2b/Customer/ForgetPasswordSetPassword: every session of the account ends (8001). */
export type ForgetPasswordSetPasswordRequest = { Phone: string; Ticket: string; NewPassword: string }
export type ForgetPasswordSetPasswordData = null

/** POST /b2b/Customer/CheckPhoneIsRegister */
export type CheckPhoneIsRegisterRequest = { Phone: string }
export type CheckPhoneIsRegisterData = { IsRegister: boolean }

/**
 * POST /b2b/Customer/RegisterCustomerInfo: a new account joins the enterprise that invited it
 * (InvitationCode, issued by the enterprise's administrator, decision 0200); logs in. The enterprise key
 * alone never lets anyone join; when given it must be the inviting enterprise's.
 */
export type RegisterCustomerInfoRequest = {
  Phone: string
  /** From VerificationCodeCheck with Scene 'register'. */
  Ticket: string
  Password: string
  CustomerName: string
  InvitationCode: string
  EnterpriseKey?: string
  Email?: string
}
export type RegisterCustomerInfoData = MemberSession

// ---------------------------------------------------------------- Common/*: public data

/** POST /b2b/Common/GetSystemTime */
export type GetSystemTimeData = { Now: InstantString; Timestamp: number; Today: DateString }

/** POST /b2b/Common/GetConfig: client configuration. */
export type GetConfigData = {
  Version: string
  VersionCode: number
  MinVersion: string
  DefaultPlatId: number
  DefaultBookingMethod: BookingMethod
  ServicePhone: string
}

export type Banner = {
  Id: Id
  Title: string
  ImageUrl: string
  /** An app page path ('/pages/...'), a web address (https://...), or '' for none. */
  LinkUrl: string
  Sort: number
}
/** POST /b2b/Common/GetBanners: banners of the caller's platform (PlatId header) and enterprise. */
export type GetBannersRequest = { Position?: 'home' }
export type GetBannersData = { Banners: Banner[] }

export type Region = { Code: string; Name: string; ParentCode: string; Level: 1 | 2 | 3 }
/** POST /b2b/Common/GetProvinceList */
export type GetProvinceListData = { Provinces: Region[] }
/** POST /b2b/Common/GetCityList */
export type GetCityListRequest = { ProvinceCode: string }
export type GetCityListData = { Cities: Region[] }
/** POST /b2b/Common/GetDistrictList */
export type GetDistrictListRequest = { CityCode: string }
export type GetDistrictListData = { Districts: Region[] }

export type IdentityType = { Code: number; Name: string }
/** POST /b2b/Common/GetIdentityTypeList */
export type GetIdentityTypeListData = { IdentityTypes: IdentityType[] }

export type Nationality = { Code: string; Name: string; EnName: string }
/** POST /b2b/Common/GetNationalityList */
export type GetNationalityListData = { Nationalities: Nationality[] }

/** POST /b2b/Common/DDGetLoginUrl: DingTalk login address of the enterprise. */
export type DDGetLoginUrlRequest = { RedirectUri: string; EnterpriseId: Id }
export type DDGetLoginUrlData = { LoginUrl: string }

/**
 * POST /b2b/Common/GetPublicConfigValue: `key` as the spec spells it (`Key` also accepted).
 * Keys: OnlineServiceAppKey, CustomerServiceTeam, InternationalAirTicketCustomerServiceTeam, each
 * optionally suffixed by a platform id (CustomerServiceTeam1004).
 */
export type GetPublicConfigValueRequest = { key?: string; Key?: string }
export type GetPublicConfigValueData = { Key: string; Value: string }
