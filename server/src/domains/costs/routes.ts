import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/costs'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import * as S from './schemas'
import * as service from './service'

/** b2b Customer/GetMyCostCenter, GetCostCenter; common api/project/*, api/financeReason/*, api/enterpriseConfig/GetCostModules. */
export default async function costsRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.GetMyCostCenterData>(app, { module: 'b2b', path: '/Customer/GetMyCostCenter' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{CostCenters[{CostCenterId, CostCenterCode, CostCenterName, IsDefault}]}` (of the caller\'s departments, default first)' },
    data: S.GetMyCostCenterData,
    handler: (request) => service.myCostCenters(db, request.caller()),
  })
  post<typeof S.CostCenterListBody, Api.GetCostCenterData>(app, { module: 'b2b', path: '/Customer/GetCostCenter' }, S.CostCenterListBody, {
    doc: { body: '`{Keyword?, PageIndex, PageSize}`', data: '`{CostCenters[CostCenter], Total}`: the enterprise\'s, the caller\'s own first' },
    data: S.GetCostCenterData,
    handler: (request) => service.costCenters(db, request.caller(), request.body),
  })
  post<typeof S.ProjectListBody, Api.GetProjectListData>(app, { module: 'common', path: '/api/project/GetProjectList' }, S.ProjectListBody, {
    doc: { body: '`{Keyword?, PageIndex, PageSize}`', data: '`{Projects[{ProjectId, ProjectCode, ProjectName}], Total}` (active projects of the enterprise)' },
    data: S.GetProjectListData,
    handler: (request) => service.projects(db, request.caller(), request.body),
  })
  post<typeof S.AddProjectBody, Api.AddProjectData>(app, { module: 'common', path: '/api/project/AddProject' }, S.AddProjectBody, {
    doc: { body: '`{ProjectName, ProjectCode?}` (header reqId)', data: '`{ProjectId, ProjectCode, ProjectName}`; code defaults to the next P-NNNN; a taken name or code 4009' },
    idempotent: true,
    data: S.AddProjectData,
    handler: (request) => service.addProject(db, request.caller(), request.body),
  })
  post<typeof EmptyBody, Api.GetFinanceReasonListData>(app, { module: 'common', path: '/api/financeReason/GetFinanceReasonList' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Reasons[{ReasonId, ReasonName}]}`' },
    data: S.GetFinanceReasonListData,
    handler: (request) => service.financeReasons(db, request.caller()),
  })
  post<typeof S.CostModulesBody, Api.GetCostModulesData>(app, { module: 'common', path: '/api/enterpriseConfig/GetCostModules' }, S.CostModulesBody, {
    doc: { body: '`{ProductType}`', data: '`{Modules[{ModelName, Type (costCenter, project, reason, text), IsRequire, IsHide, Placeholder}], IsProjectCenterConfirm}`; none configured: cost centre and project, optional' },
    data: S.GetCostModulesData,
    handler: (request) => service.costModules(db, request.caller(), request.body.ProductType),
  })
}
