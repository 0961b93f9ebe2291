import type { FastifyRequest } from 'fastify'
import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/common'
import { notFound } from '../../../lib/errors'
import { shanghaiIso } from '../../../lib/time'
import type { Member } from '../../../lib/caller'
import { requestToJoin } from '../../invitations/public'
import { maskForCaller } from '../../invitations/public'
import { deviceOf } from '../../identity/public'
import * as repo from './repository'

async function profileOf(db: Db, member: Member): Promise<repo.ProfileRow> {
  const profile = await repo.findProfile(db, member.memberId)
  if (!profile) throw notFound('人员不存在')
  return profile
}

export async function myDepartments(db: Db, member: Member): Promise<Api.GetMyDepartmentsData> {
  return { Departments: await repo.findDepartments(db, member.memberId) }
}

export async function customerBaseInfos(db: Db, member: Member, ids: string[]): Promise<Api.GetCustomerBaseInfoListData> {
  const wanted = [...new Set(ids.map(Number))]
  const found = await repo.findColleagues(db, member.enterpriseId, wanted)
  if (found.length !== wanted.length) throw notFound('人员不存在')
  return { CustomerBaseInfos: await maskForCaller(db, member, found) }
}

export async function isPrivilegeStaffs(db: Db, member: Member): Promise<Api.IsPrivilegeStaffsData> {
  return { IsPrivilegeStaff: (await profileOf(db, member)).is_privilege_staff }
}

export async function loginInit(db: Db, member: Member, request: FastifyRequest): Promise<Api.LoginInitData> {
  const profile = await profileOf(db, member)
  await repo.recordDevice(db, member.sessionId, deviceOf(request))
  return {
    MemberId: String(profile.member_id),
    EnterpriseId: String(profile.enterprise_id),
    EnterpriseKey: profile.is_manage ? profile.enterprise_key : '',
    PlatId: profile.plat_id,
    bookingMethod: profile.booking_method,
    IsTravelBussiness: profile.booking_method === 1 ? 1 : 0,
    ServerTime: shanghaiIso(new Date()),
  }
}

export async function loginUserInfos(db: Db, member: Member): Promise<Api.GetLoginUserInfosData> {
  const p = await profileOf(db, member)
  const departments = await repo.findDepartments(db, member.memberId)
  const customers = await repo.findBelongCustomers(db, member.accountId, member.memberId)
  return {
    MemberId: String(p.member_id),
    MemberName: p.name,
    CustomerName: p.name,
    EnterpriseId: String(p.enterprise_id),
    PlatId: p.plat_id,
    CompanyName: p.enterprise_name,
    phone: p.phone,
    EnterpriseKey: p.is_manage ? p.enterprise_key : '',
    bookingMethod: p.booking_method,
    IsApprover: p.is_approver,
    IsTrial: p.is_trial,
    IsManage: p.is_manage,
    IsFinancial: p.is_financial,
    isPrivilegeStaffs: p.is_privilege_staff,
    isDossenSale: p.is_dossen_sale,
    isDossenOnwer: p.is_dossen_owner,
    hasSubsidyPermission: p.has_subsidy_permission,
    IsPermittedUseCar: p.can_use_car,
    IsPermittedUseCarTemp: p.can_use_car_temp,
    IsPermittedUseCarWork: p.can_use_car_work,
    IsPermittedBookHotel: p.can_book_hotel,
    IsPermittedBookInternationalHotel: p.can_book_international_hotel,
    IsPermittedBookFlight: p.can_book_flight,
    IsPermittedBookTrain: p.can_book_train,
    IsPermittedBookInternationalFlight: p.can_book_international_flight,
    takeoutPeritted: p.can_order_takeout,
    IsUploadTravelBusinessCertify: p.is_upload_travel_business_certify,
    AccountBalance: p.is_financial || p.is_manage ? p.account_balance_fen : null,
    HotelAdvanceDay: p.hotel_advance_day,
    FlightAdvanceDay: p.flight_advance_day,
    IsExpiredContract: p.is_expired_contract,
    isOpenBonusPoints: p.is_open_bonus_points,
    BonusPointsEnterpriseStatus: p.bonus_points_status,
    BonusPointsUseCarLimited: p.bonus_points_use_car_limited,
    IsOpenBounusMall: p.is_open_bonus_mall,
    IsUserNewExpense: p.is_user_new_expense,
    CustomerDepartmentList: departments.map((d) => ({ DepartmentId: d.DepartmentId, DepartmentName: d.DepartmentName, IsDefault: d.IsDefault })),
    Customers: customers.map(({ PlatId: _plat, ...customer }) => customer),
  }
}

export async function belongEnterprises(db: Db, member: Member): Promise<Api.GetBelongEnterprisesData> {
  const customers = await repo.findBelongCustomers(db, member.accountId, member.memberId)
  return {
    Enterprises: customers.map((c) => ({ EnterpriseId: c.EnterpriseId, EnterpriseName: c.EnterpriseName, PlatId: c.PlatId, IsCurrent: c.IsCurrent })),
  }
}

export async function belongCustomers(db: Db, member: Member): Promise<Api.GetBelongEnterpriseCustomerInfosData> {
  const customers = await repo.findBelongCustomers(db, member.accountId, member.memberId)
  return { Customers: customers.map(({ PlatId: _plat, ...customer }) => customer) }
}

/** The logged-in account asks to join another enterprise: by invitation at once, by key after approval (decision 0270). */
export const joinEnterprise = requestToJoin
