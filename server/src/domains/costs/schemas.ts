import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/costs'
import type { Assert, Same } from '../../lib/type-check'
import { PageIndexSchema, PageSizeSchema, ProductTypeSchema } from '../../lib/schemas'
import { Arr, Bool, Int, Lits, Obj, Str } from '../../lib/data-schemas'

export const CostCenterListBody = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 30 })), PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _CostCenterList = Assert<Same<Static<typeof CostCenterListBody>, Api.GetCostCenterRequest>>

export const ProjectListBody = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 30 })), PageIndex: PageIndexSchema, PageSize: PageSizeSchema })
export type _ProjectList = Assert<Same<Static<typeof ProjectListBody>, Api.GetProjectListRequest>>

export const AddProjectBody = Type.Object({
  ProjectName: Type.String({ minLength: 1, maxLength: 50 }),
  ProjectCode: Type.Optional(Type.String({ maxLength: 30 })),
})
export type _AddProject = Assert<Same<Static<typeof AddProjectBody>, Api.AddProjectRequest>>

export const CostModulesBody = Type.Object({ ProductType: ProductTypeSchema })
export type _CostModules = Assert<Same<Static<typeof CostModulesBody>, Api.GetCostModulesRequest>>

// ---------------------------------------------------------------- answers (Data)

const CostCenter = Obj({ CostCenterId: Str, CostCenterCode: Str, CostCenterName: Str, IsDefault: Bool })
export const GetMyCostCenterData = Obj({ CostCenters: Arr(CostCenter) })
export type _GetMyCostCenterData = Assert<Same<Static<typeof GetMyCostCenterData>, Api.GetMyCostCenterData>>
export const GetCostCenterData = Obj({ CostCenters: Arr(CostCenter), Total: Int })
export type _GetCostCenterData = Assert<Same<Static<typeof GetCostCenterData>, Api.GetCostCenterData>>
const Project = Obj({ ProjectId: Str, ProjectCode: Str, ProjectName: Str })
export const GetProjectListData = Obj({ Projects: Arr(Project), Total: Int })
export type _GetProjectListData = Assert<Same<Static<typeof GetProjectListData>, Api.GetProjectListData>>
export const AddProjectData = Project
export type _AddProjectData = Assert<Same<Static<typeof AddProjectData>, Api.AddProjectData>>
export const GetFinanceReasonListData = Obj({ Reasons: Arr(Obj({ ReasonId: Str, ReasonName: Str })) })
export type _GetFinanceReasonListData = Assert<Same<Static<typeof GetFinanceReasonListData>, Api.GetFinanceReasonListData>>
export const GetCostModulesData = Obj({
  Modules: Arr(Obj({ ModelName: Str, Type: Lits<Api.CostModuleType>(['costCenter', 'project', 'reason', 'text']), IsRequire: Bool, IsHide: Bool, Placeholder: Str })),
  IsProjectCenterConfirm: Bool,
})
export type _GetCostModulesData = Assert<Same<Static<typeof GetCostModulesData>, Api.GetCostModulesData>>
