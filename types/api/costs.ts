/**
 * Cost attribution: cost centres, projects, finance reasons, the cost-module configuration and the
 * enterprise's app configuration flags. Payloads: docs/decisions/0143-costs-payloads.md.
 */
import type { Id, ProductType } from './envelope'

export type CostCenter = { CostCenterId: Id; CostCenterCode: string; CostCenterName: string; IsDefault: boolean }

/** POST /b2b/Customer/GetMyCostCenter: the cost centres of the caller's departments (default first). */
export type GetMyCostCenterData = { CostCenters: CostCenter[] }

/** POST /b2b/Customer/GetCostCenter: every cost centre of the enterprise, paged (reach-bottom 150). */
export type GetCostCenterRequest = { Keyword?: string; PageIndex: number; PageSize: number }
export type GetCostCenterData = { CostCenters: CostCenter[]; Total: number }

export type Project = { ProjectId: Id; ProjectCode: string; ProjectName: string }

/** POST /common/api/project/GetProjectList: active projects of the enterprise, paged. */
export type GetProjectListRequest = { Keyword?: string; PageIndex: number; PageSize: number }
export type GetProjectListData = { Projects: Project[]; Total: number }

/** POST /common/api/project/AddProject (header reqId): a new active project; a taken code or name 4009. */
export type AddProjectRequest = { ProjectName: string; ProjectCode?: string }
export type AddProjectData = Project

export type FinanceReason = { ReasonId: Id; ReasonName: string }
/** POST /common/api/financeReason/GetFinanceReasonList: the enterprise's reasons for a trip (选择事由). */
export type GetFinanceReasonListData = { Reasons: FinanceReason[] }

export const COST_MODULE_TYPES = { costCenter: 'costCenter', project: 'project', reason: 'reason', text: 'text' } as const
export type CostModuleType = (typeof COST_MODULE_TYPES)[keyof typeof COST_MODULE_TYPES]

export type CostModuleConfig = {
  ModelName: string
  Type: CostModuleType
  IsRequire: boolean
  IsHide: boolean
  Placeholder: string
}
/** POST /common/api/enterpriseConfig/GetCostModules: the modules a booking form shows for a product. */
export type GetCostModulesRequest = { ProductType: ProductType }
export type GetCostModulesData = { Modules: CostModuleConfig[]; IsProjectCenterConfirm: boolean }

/** POST /common/api/enterpriseConfig/GetAppConfig */
export type GetAppConfigData = AppConfig

/** The app configuration flags of catalogue section 3, per enterprise. */
export type AppConfig = {
  carReasonRequiredCode: string
  temporaryCarNotNeedReason: boolean
  openSavingBonus: boolean
  provisionalBudget: boolean
  isDynamicStandard: boolean
  isChannelCustomer: boolean
  carServiceProvider: string
  isDidiEntrance: boolean
  externalNeedTravelBill: boolean
  projectCenterSecondaryConfirmation: boolean
  closeHomeBizTripTip: boolean
  hotelUpgradeRoomChecked: boolean
  internationalAirServiceGroupId: string
  defaultGroupId: string
  internationalGroupId: string
}
