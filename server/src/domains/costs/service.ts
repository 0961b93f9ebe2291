import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/costs'
import type { ProductType } from '../../../../types/api/envelope'
import { checkCostModules, type CostModule } from '../../../../domain/costs/costModules'
import { conflict, invalidInput } from '../../lib/errors'
import type { Member } from '../../lib/caller'
import * as repo from './repository'

/** What a booking shows when the enterprise configured nothing: cost centre and project, both optional. */
export const DEFAULT_MODULES: readonly Api.CostModuleConfig[] = [
  { ModelName: '成本中心', Type: 'costCenter', IsRequire: false, IsHide: false, Placeholder: '请选择成本中心' },
  { ModelName: '项目', Type: 'project', IsRequire: false, IsHide: false, Placeholder: '请选择项目' },
]

export async function myCostCenters(db: Db, member: Member): Promise<Api.GetMyCostCenterData> {
  return { CostCenters: await repo.myCostCenters(db, member.memberId) }
}

export function costCenters(db: Db, member: Member, body: Api.GetCostCenterRequest): Promise<Api.GetCostCenterData> {
  return repo.costCenters(db, member.enterpriseId, member.memberId, (body.Keyword ?? '').trim(), { index: body.PageIndex, size: body.PageSize })
}

export function projects(db: Db, member: Member, body: Api.GetProjectListRequest): Promise<Api.GetProjectListData> {
  return repo.projects(db, member.enterpriseId, (body.Keyword ?? '').trim(), { index: body.PageIndex, size: body.PageSize })
}

/** A new active project; the code defaults to the next P-NNNN; a taken name or code answers 4009. */
export async function addProject(db: Db, member: Member, body: Api.AddProjectRequest): Promise<Api.AddProjectData> {
  const name = body.ProjectName.trim()
  const code = (body.ProjectCode ?? '').trim().toUpperCase()
  if (!name) throw invalidInput('请填写项目名称')
  if (code && !/^[A-Z0-9-]{1,30}$/.test(code)) throw invalidInput('项目编码只能包含字母、数字和“-”，最多30位')
  return db.transaction(async (tx) => {
    await tx.query('select id from enterprises where id = $1 for update', [member.enterpriseId])
    const finalCode = code || (await repo.nextProjectCode(tx, member.enterpriseId))
    if (await repo.projectTaken(tx, member.enterpriseId, name, finalCode)) throw conflict('项目名称或编码已存在')
    const id = await repo.insertProject(tx, member.enterpriseId, finalCode, name)
    if (id === undefined) throw conflict('项目名称或编码已存在')
    return { ProjectId: String(id), ProjectCode: finalCode, ProjectName: name }
  })
}

export async function financeReasons(db: Db, member: Member): Promise<Api.GetFinanceReasonListData> {
  return { Reasons: await repo.financeReasons(db, member.enterpriseId) }
}

export async function modulesOf(db: Queryable, enterpriseId: number, productType: ProductType): Promise<Api.CostModuleConfig[]> {
  const configured = await repo.costModules(db, enterpriseId, productType)
  return configured.length > 0 ? configured : [...DEFAULT_MODULES]
}

export async function costModules(db: Db, member: Member, productType: ProductType): Promise<Api.GetCostModulesData> {
  return { Modules: await modulesOf(db, member.enterpriseId, productType), IsProjectCenterConfirm: await repo.isProjectCenterConfirm(db, member.enterpriseId) }
}

/** What a booking charges: ids of the caller's enterprise (checked by the booking) and free text. */
export type CostAttribution = { costCenterId?: number; projectId?: number; reasonId?: number; text?: string }

/**
 * The server's re-check of a booking's cost modules (the same rule the form runs): the first missing
 * required module answers 4000 with the form's message.
 */
export async function checkAttribution(db: Queryable, enterpriseId: number, productType: ProductType, chosen: CostAttribution): Promise<void> {
  const modules: CostModule[] = (await modulesOf(db, enterpriseId, productType)).map((config) => ({
    modelName: config.ModelName,
    type: config.Type,
    isRequire: config.IsRequire,
    isHide: config.IsHide,
    members: [
      config.Type === 'text'
        ? { selectedName: chosen.text ?? '' }
        : { items: (config.Type === 'costCenter' ? chosen.costCenterId : config.Type === 'project' ? chosen.projectId : chosen.reasonId) ? [1] : [] },
    ],
  }))
  const problem = checkCostModules(modules)
  if (problem) throw invalidInput(problem)
}
