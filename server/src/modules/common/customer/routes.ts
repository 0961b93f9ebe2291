import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/common'
import { post } from '../../../lib/route'
import { EmptyBody } from '../../../lib/schemas'
import { memberOf } from '../../../plugins/auth'
import * as S from './schemas'
import * as service from './service'

/** common api/Customer/*: who the member is, their departments, enterprises and colleagues. */
export default async function customerRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof EmptyBody, Api.GetMyDepartmentsData>(app, '/GetMyDepartments', EmptyBody, {
    handler: (request) => service.myDepartments(db, memberOf(request)),
  })
  post<typeof S.GetCustomerBaseInfoListBody, Api.GetCustomerBaseInfoListData>(app, '/GetCustomerBaseInfoList', S.GetCustomerBaseInfoListBody, {
    handler: (request) => service.customerBaseInfos(db, memberOf(request), request.body.CustomerIds),
  })
  post<typeof EmptyBody, Api.IsPrivilegeStaffsData>(app, '/IsPrivilegeStaffs', EmptyBody, {
    handler: (request) => service.isPrivilegeStaffs(db, memberOf(request)),
  })
  post<typeof EmptyBody, Api.LoginInitData>(app, '/LoginInit', EmptyBody, {
    handler: (request) => service.loginInit(db, memberOf(request), request),
  })
  post<typeof EmptyBody, Api.GetLoginUserInfosData>(app, '/GetLoginUserInfos', EmptyBody, {
    handler: (request) => service.loginUserInfos(db, memberOf(request)),
  })
  post<typeof EmptyBody, Api.GetBelongEnterprisesData>(app, '/GetBelongEnterprises', EmptyBody, {
    handler: (request) => service.belongEnterprises(db, memberOf(request)),
  })
  post<typeof EmptyBody, Api.GetBelongEnterpriseCustomerInfosData>(app, '/GetBelongEnterpriseCustomerInfos', EmptyBody, {
    handler: (request) => service.belongCustomers(db, memberOf(request)),
  })
  post<typeof S.RegisterCustomerInfoBody, Api.CommonRegisterCustomerInfoData>(app, '/RegisterCustomerInfo', S.RegisterCustomerInfoBody, {
    idempotent: true,
    handler: (request) => service.joinEnterprise(db, memberOf(request), request.body),
  })
}
