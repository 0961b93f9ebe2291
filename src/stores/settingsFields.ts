import { APP } from '@/core/constants'

export type MemberInfo = {
  MemberId: string
  Token: string
  MemberName: string
  EnterpriseId: string
  CustomerName: string
  MemberMac: string
  PhoneType: string
  Version: string
  PlatId: string
}

/** Entries of settings.CustomerDepartmentList / Customers / ExternalOrderTravelPassengers as the server sends them. */
export type ServerRecord = Record<string, unknown>

/** Every stored setting of foundations section 3, with its default. Spec names, spelling included. */
export function defaultSettings() {
  return {
    MemberInfo: emptyMemberInfo(),
    isLogin: false,
    platId: '',
    RefId: '',
    Version: APP.version as string,
    currentApi: '',
    EnterpriseKey: '',
    /** 1 business travel (因公), 2 private (因私); see BOOKING_METHOD. */
    bookingMethod: null as number | null,
    MemberMac: '',
    PhoneType: '',
    isOpenBonusPoints: false,
    isPrivilegeStaffs: false,
    IsUserNewExpense: false,
    CustomerDepartmentList: [] as ServerRecord[],
    phone: '',
    CompanyName: '',
    Customers: [] as ServerRecord[],
    IsApprover: false,
    IsTrial: false,
    IsManage: false,
    IsFinancial: false,
    IsPermittedUseCar: false,
    IsPermittedUseCarTemp: false,
    IsPermittedUseCarWork: false,
    IsPermittedBookHotel: false,
    IsPermittedBookInternationalHotel: false,
    IsPermittedBookFlight: false,
    IsPermittedBookTrain: false,
    IsPermittedBookInternationalFlight: false,
    IsUploadTravelBusinessCertify: false,
    /** Fen; null for members who are neither finance nor admin (issue 35). */
    AccountBalance: null as number | null,
    HotelAdvanceDay: 0,
    FlightAdvanceDay: 0,
    IsExpiredContract: false,
    takeoutPeritted: false,
    ToPage: '',
    ToOrderDetailSerialNo: '',
    journeyBizNo: '',
    ExternalOrderTravelPassengers: [] as ServerRecord[],
    DebitType: null as number | string | null,
    SinglePointLoginProductType: null as number | string | null,
    bookingProductType: null as number | string | null,
    webSiteUrl: '',
    TmpAuthCode: '',
    /** Holiday calendar cache keyed by month (YYYY-MM). */
    HOLIDAYS: {} as Record<string, unknown>,
    BonusPointsEnterpriseStatus: null as number | string | null,
    BonusPointsUseCarLimited: false,
    IsOpenBounusMall: false,
  }
}

export type SettingsFields = ReturnType<typeof defaultSettings>
export type SettingsKey = keyof SettingsFields

export const SETTINGS_KEYS = Object.keys(defaultSettings()) as SettingsKey[]

export function emptyMemberInfo(): MemberInfo {
  return {
    MemberId: '',
    Token: '',
    MemberName: '',
    EnterpriseId: '',
    CustomerName: '',
    MemberMac: '',
    PhoneType: '',
    Version: APP.version,
    PlatId: '',
  }
}

/** Kept by clearSession: where the app runs and where it was opened to go, not who is logged in. */
export const DEVICE_KEYS: readonly SettingsKey[] = [
  'platId',
  'RefId',
  'Version',
  'currentApi',
  'MemberMac',
  'PhoneType',
  'bookingMethod',
  'ToPage',
  'ToOrderDetailSerialNo',
  'journeyBizNo',
  'webSiteUrl',
  'HOLIDAYS',
]

/** Server names that differ from the stored name. */
export const SETTINGS_ALIASES: Readonly<Record<string, SettingsKey>> = {
  IsOpenBonusPoints: 'isOpenBonusPoints',
  IsPrivilegeStaffs: 'isPrivilegeStaffs',
  IsPrivilegeStaff: 'isPrivilegeStaffs',
  Phone: 'phone',
  CustomerPhone: 'phone',
}
