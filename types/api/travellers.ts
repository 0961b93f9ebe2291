/**
 * Travellers: frequent passengers (b2b Customer/*Passenger*), colleagues and the department tree
 * (common api/Customer/*). Payloads: docs/decisions/0140-travellers-payloads.md.
 */
import type { DateString, Id } from './envelope'

/** Document codes of b2b Common/GetIdentityTypeList that a passenger may carry. */
export const PASSENGER_DOCUMENT_TYPES = {
  idCard: 1,
  passport: 2,
  hkMacaoResidentPermit: 3,
  taiwanResidentPermit: 4,
  hkMacaoPass: 5,
  taiwanPass: 6,
  foreignPermanentResident: 7,
} as const
export type PassengerDocumentType = (typeof PASSENGER_DOCUMENT_TYPES)[keyof typeof PASSENGER_DOCUMENT_TYPES]

export type PassengerDocument = {
  IdentityType: PassengerDocumentType
  IdentityNo: string
  /** '' when the document has no expiry (身份证 长期). */
  ExpiryDate: DateString | ''
  /** ISO 3166-1 alpha-2 (b2b Common/GetNationalityList). */
  Nationality: string
}

export type Passenger = {
  PassengerId: Id
  /** Chinese name as on the 身份证; '' for a foreigner known by the English name only. */
  Name: string
  /** Surname / given names in capitals, as on the passport. */
  EnLastName: string
  EnFirstName: string
  Phone: string
  /** The colleague this frequent passenger is ('' for an outsider). */
  MemberId: Id | ''
  Documents: PassengerDocument[]
}

/** POST /b2b/Customer/GetPassengerList: the caller's frequent passengers, newest first. */
export type GetPassengerListRequest = { Keyword?: string }
export type GetPassengerListData = { Passengers: Passenger[] }

/** POST /b2b/Customer/GetPassengerInfo */
export type GetPassengerInfoRequest = { PassengerId: Id }
export type GetPassengerInfoData = Passenger

/** POST /b2b/Customer/MaintainPassenger: adds (no PassengerId) or edits one (header reqId on add). */
export type MaintainPassengerRequest = Omit<Passenger, 'PassengerId' | 'MemberId'> & { PassengerId?: Id }
export type MaintainPassengerData = { PassengerId: Id }

/** POST /b2b/Customer/DeletePassenger */
export type DeletePassengerRequest = { PassengerId: Id }
export type DeletePassengerData = { PassengerId: Id }

/** One node of the enterprise's department tree (common api/Customer/GetDepartmentTree). */
export type DepartmentNode = {
  DepartmentId: Id
  DepartmentName: string
  ParentDepartmentId: Id | ''
  /** Active members directly in this department. */
  MemberCount: number
}
export type GetDepartmentTreeData = { Departments: DepartmentNode[] }

/** A colleague as the picker lists them. */
export type Colleague = {
  MemberId: Id
  Name: string
  /** Masked: 138****0001. */
  PhoneMasked: string
  DepartmentName: string
  EmployeeNo: string
}

/**
 * POST /common/api/Customer/SearchColleagues: colleagues of the caller's enterprise, in one department
 * (DepartmentId) or matching Keyword (name, full pinyin or pinyin initials, employee number).
 */
export type SearchColleaguesRequest = { DepartmentId?: Id; Keyword?: string; PageIndex: number; PageSize: number }
export type SearchColleaguesData = { Colleagues: Colleague[]; Total: number }

/** A nationality as the passenger form's picker lists it, with the keys it is searched by. */
export type PassengerNationality = {
  /** ISO 3166-1 alpha-2. */
  Code: string
  Name: string
  EnName: string
  /** Full pinyin of Name, lower case, no tones (zhongguo). */
  Pinyin: string
  /** Pinyin initials of Name, lower case (zg). */
  Initials: string
}
/** POST /common/api/Passenger/GetNationalityList: every ISO 3166-1 country, the usual ones first. */
export type GetPassengerNationalitiesData = { Nationalities: PassengerNationality[] }
