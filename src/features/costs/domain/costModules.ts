import type { CostModuleConfig } from '@api/costs'
import { checkCostModules, COST_MODULE_TEXT_TYPE, type CostModule } from '@/core/validators/costModule'
import type { PickedCostItem } from './picked'

/** What a form has chosen for each module type (cost centre, project, reason) or typed (text). */
export type CostSelection = {
  costCenter: PickedCostItem | null
  project: PickedCostItem | null
  reason: PickedCostItem | null
  text: string
}

export const emptyCostSelection = (): CostSelection => ({ costCenter: null, project: null, reason: null, text: '' })

/** The enterprise's module list, filled from the form's choices (one order-level member: no member name). */
export function costModulesOf(configs: readonly CostModuleConfig[], selection: CostSelection): CostModule[] {
  return configs.map((config) => {
    const chosen = config.Type === COST_MODULE_TEXT_TYPE ? null : selection[config.Type]
    return {
      modelName: config.ModelName,
      type: config.Type,
      isRequire: config.IsRequire,
      isHide: config.IsHide,
      placeholder: config.Placeholder,
      members: [config.Type === COST_MODULE_TEXT_TYPE ? { selectedName: selection.text } : { items: chosen ? [chosen] : [] }],
    }
  })
}

/** The first cost-module problem of the form (toast 2000 ms), null when every required module is filled. */
export function costModuleFailure(configs: readonly CostModuleConfig[], selection: CostSelection): string | null {
  return checkCostModules(costModulesOf(configs, selection))
}
