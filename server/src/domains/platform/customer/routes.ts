import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/common'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import * as S from './schemas'
import * as service from './service'

/** common api/Customer/*: who the member is, their departments, enterprises and colleagues. */
export default async function customerRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof EmptyBody, Api.GetMyDepartmentsData>(app, { module: 'common', path: '/api/Customer/GetMyDepartments' }, EmptyBody, {
    data: S.GetMyDepartmentsData,
    doc: { body: '`{}`', data: '`{Departments[{DepartmentId, DepartmentName, ParentDepartmentId, IsDefault, CostCenterId, CostCenterName}]}`' },
    handler: (request) => service.myDepartments(db, request.caller()),
  })
  post<typeof S.GetCustomerBaseInfoListBody, Api.GetCustomerBaseInfoListData>(app, { module: 'common', path: '/api/Customer/GetCustomerBaseInfoList' }, S.GetCustomerBaseInfoListBody, {
    data: S.GetCustomerBaseInfoListData,
    doc: { body: '`{CustomerIds[] (1-100)}`', data: '`{CustomerBaseInfos[{CustomerId, DepartmentInfoList[{DepartmentId, DepartmentName}], Customer{CustomerId, CustomerName, CustomerPhone, Email, EmployeeNo}}]}`; any id outside the caller\'s enterprise 4004' },
    handler: (request) => service.customerBaseInfos(db, request.caller(), request.body.CustomerIds),
  })
  post<typeof EmptyBody, Api.IsPrivilegeStaffsData>(app, { module: 'common', path: '/api/Customer/IsPrivilegeStaffs' }, EmptyBody, {
    data: S.IsPrivilegeStaffsData,
    doc: { body: '`{}`', data: '`{IsPrivilegeStaff}`' },
    handler: (request) => service.isPrivilegeStaffs(db, request.caller()),
  })
  post<typeof EmptyBody, Api.LoginInitData>(app, { module: 'common', path: '/api/Customer/LoginInit' }, EmptyBody, {
    data: S.LoginInitData,
    doc: { body: '`{}` (+ PhoneType, MemberMac, Version recorded with the session)', data: '`{MemberId, EnterpriseId, EnterpriseKey, PlatId, bookingMethod, IsTravelBussiness, ServerTime}`' },
    handler: (request) => service.loginInit(db, request.caller(), request),
  })
  post<typeof EmptyBody, Api.GetLoginUserInfosData>(app, { module: 'common', path: '/api/Customer/GetLoginUserInfos' }, EmptyBody, {
    data: S.GetLoginUserInfosData,
    doc: { body: '`{}`', data: 'every settings flag of foundations section 3 (`GetLoginUserInfosData`): IsApprover, IsTrial, IsManage, IsFinancial, the eight IsPermitted*, takeoutPeritted, IsUploadTravelBusinessCertify, AccountBalance (fen; finance and admins only, else null), HotelAdvanceDay, FlightAdvanceDay, IsExpiredContract, isOpenBonusPoints, BonusPointsEnterpriseStatus, BonusPointsUseCarLimited, IsOpenBounusMall, IsUserNewExpense, isPrivilegeStaffs, isDossenSale, isDossenOnwer, hasSubsidyPermission, CompanyName, phone, EnterpriseKey, bookingMethod, CustomerDepartmentList, Customers, MemberId, MemberName, CustomerName, EnterpriseId, PlatId' },
    handler: (request) => service.loginUserInfos(db, request.caller()),
  })
  post<typeof EmptyBody, Api.GetBelongEnterprisesData>(app, { module: 'common', path: '/api/Customer/GetBelongEnterprises' }, EmptyBody, {
    data: S.GetBelongEnterprisesData,
    doc: { body: '`{}`', data: '`{Enterprises[{EnterpriseId, EnterpriseName, PlatId, IsCurrent}]}` (the account\'s)' },
    handler: (request) => service.belongEnterprises(db, request.caller()),
  })
  post<typeof EmptyBody, Api.GetBelongEnterpriseCustomerInfosData>(app, { module: 'common', path: '/api/Customer/GetBelongEnterpriseCustomerInfos' }, EmptyBody, {
    data: S.GetBelongEnterpriseCustomerInfosData,
    doc: { body: '`{}`', data: '`{Customers[{MemberId, CustomerName, EnterpriseId, EnterpriseName, DepartmentName, IsCurrent}]}`' },
    handler: (request) => service.belongCustomers(db, request.caller()),
  })
  post<typeof S.RegisterCustomerInfoBody, Api.CommonRegisterCustomerInfoData>(app, { module: 'common', path: '/api/Customer/RegisterCustomerInfo' }, S.RegisterCustomerInfoBody, {
    data: S.CommonRegisterCustomerInfoData,
    doc: { body: '`{EnterpriseKey, CustomerName?, InvitationCode?}`', data: '`{MemberId, EnterpriseId, EnterpriseName, Status, RequestId}`: joined at once with that enterprise\'s invitation, else a request its managers approve (decision 0270); already a member or already asked 4009' },
    idempotent: true,
    handler: (request) => service.joinEnterprise(db, request.caller(), request.body),
  })
}
