import { type Static, Type } from '@sinclair/typebox'
import type * as Api from '../../../../../types/api/common'
import type { Assert, Same } from '../../../lib/type-check'
import { IdSchema } from '../../../lib/schemas'
import { Arr, Bool, Int, Lits, Nullable, Num, Obj, Str } from '../../../lib/data-schemas'

export const GetCustomerBaseInfoListBody = Type.Object({ CustomerIds: Type.Array(IdSchema, { minItems: 1, maxItems: 100 }) })
export type _GetCustomerBaseInfoList = Assert<Same<Static<typeof GetCustomerBaseInfoListBody>, Api.GetCustomerBaseInfoListRequest>>

export const RegisterCustomerInfoBody = Type.Object({
  EnterpriseKey: Type.String({ minLength: 1, maxLength: 40 }),
  CustomerName: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  InvitationCode: Type.Optional(Type.String({ maxLength: 40 })),
})
export type _RegisterCustomerInfo = Assert<Same<Static<typeof RegisterCustomerInfoBody>, Api.CommonRegisterCustomerInfoRequest>>

// Answers (decision 0830): the Data of each route, asserted the same as its types/api type.
const DepartmentData = Obj({ DepartmentId: Str, DepartmentName: Str, ParentDepartmentId: Str, IsDefault: Bool, CostCenterId: Str, CostCenterName: Str })
export const GetMyDepartmentsData = Obj({ Departments: Arr(DepartmentData) })
export type _GetMyDepartmentsData = Assert<Same<Static<typeof GetMyDepartmentsData>, Api.GetMyDepartmentsData>>
const CustomerBaseInfoData = Obj({ CustomerId: Str, DepartmentInfoList: Arr(Obj({ DepartmentId: Str, DepartmentName: Str })), Customer: Obj({ CustomerId: Str, CustomerName: Str, CustomerPhone: Str, Email: Str, EmployeeNo: Str }) })
export const GetCustomerBaseInfoListData = Obj({ CustomerBaseInfos: Arr(CustomerBaseInfoData) })
export type _GetCustomerBaseInfoListData = Assert<Same<Static<typeof GetCustomerBaseInfoListData>, Api.GetCustomerBaseInfoListData>>
export const IsPrivilegeStaffsData = Obj({ IsPrivilegeStaff: Bool })
export type _IsPrivilegeStaffsData = Assert<Same<Static<typeof IsPrivilegeStaffsData>, Api.IsPrivilegeStaffsData>>
export const LoginInitData = Obj({ MemberId: Str, EnterpriseId: Str, EnterpriseKey: Str, PlatId: Int, bookingMethod: Lits([1, 2] as const), IsTravelBussiness: Lits([0, 1] as const), ServerTime: Str })
export type _LoginInitData = Assert<Same<Static<typeof LoginInitData>, Api.LoginInitData>>
const CustomerDepartmentListItemData = Obj({ DepartmentId: Str, DepartmentName: Str, IsDefault: Bool })
const BelongCustomerData = Obj({ MemberId: Str, CustomerName: Str, EnterpriseId: Str, EnterpriseName: Str, DepartmentName: Str, IsCurrent: Bool })
export const GetLoginUserInfosData = Obj({ MemberId: Str, MemberName: Str, CustomerName: Str, EnterpriseId: Str, PlatId: Int, CompanyName: Str, phone: Str, EnterpriseKey: Str, bookingMethod: Lits([1, 2] as const), IsApprover: Bool, IsTrial: Bool, IsManage: Bool, IsFinancial: Bool, isPrivilegeStaffs: Bool, isDossenSale: Bool, isDossenOnwer: Bool, hasSubsidyPermission: Bool, IsPermittedUseCar: Bool, IsPermittedUseCarTemp: Bool, IsPermittedUseCarWork: Bool, IsPermittedBookHotel: Bool, IsPermittedBookInternationalHotel: Bool, IsPermittedBookFlight: Bool, IsPermittedBookTrain: Bool, IsPermittedBookInternationalFlight: Bool, takeoutPeritted: Bool, IsUploadTravelBusinessCertify: Bool, AccountBalance: Nullable(Num), HotelAdvanceDay: Num, FlightAdvanceDay: Num, IsExpiredContract: Bool, isOpenBonusPoints: Bool, BonusPointsEnterpriseStatus: Lits([0, 1, 2] as const), BonusPointsUseCarLimited: Bool, IsOpenBounusMall: Bool, IsUserNewExpense: Bool, CustomerDepartmentList: Arr(CustomerDepartmentListItemData), Customers: Arr(BelongCustomerData) })
export type _GetLoginUserInfosData = Assert<Same<Static<typeof GetLoginUserInfosData>, Api.GetLoginUserInfosData>>
const BelongEnterpriseData = Obj({ EnterpriseId: Str, EnterpriseName: Str, PlatId: Int, IsCurrent: Bool })
export const GetBelongEnterprisesData = Obj({ Enterprises: Arr(BelongEnterpriseData) })
export type _GetBelongEnterprisesData = Assert<Same<Static<typeof GetBelongEnterprisesData>, Api.GetBelongEnterprisesData>>
export const GetBelongEnterpriseCustomerInfosData = Obj({ Customers: Arr(BelongCustomerData) })
export type _GetBelongEnterpriseCustomerInfosData = Assert<Same<Static<typeof GetBelongEnterpriseCustomerInfosData>, Api.GetBelongEnterpriseCustomerInfosData>>
export const CommonRegisterCustomerInfoData = Obj({ MemberId: Str, EnterpriseId: Str, EnterpriseName: Str, Status: Lits(['joined', 'pending'] as const), RequestId: Str })
export type _CommonRegisterCustomerInfoData = Assert<Same<Static<typeof CommonRegisterCustomerInfoData>, Api.CommonRegisterCustomerInfoData>>
