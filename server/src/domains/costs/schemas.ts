import { Type, type Static } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/costs'
import type { Assert, Same } from '../../lib/type-check'
import { PageIndexSchema, PageSizeSchema, ProductTypeSchema } from '../../lib/schemas'

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
