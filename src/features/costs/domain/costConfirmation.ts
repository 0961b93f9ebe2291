import type { CostModuleConfig } from '@api/costs'
import { COST_MODULE_TEXT_TYPE } from '@/core/validators/costModule'
import type { CostSelection } from './costModules'

/**
 * Whether the form asks to confirm the cost attribution before submitting (decision 0210): the cost-module
 * list's isProjectCenterConfirm (per product) or the enterprise's projectCenterSecondaryConfirmation (every
 * product); never for a private booking, which is not charged to the enterprise.
 */
export function needsCostConfirmation(flags: { isProjectCenterConfirm: boolean; projectCenterSecondaryConfirmation: boolean; isPrivate: boolean }): boolean {
  return !flags.isPrivate && (flags.isProjectCenterConfirm || flags.projectCenterSecondaryConfirmation)
}

/** What the confirmation says: each visible module with the chosen name (未选择 when left empty). */
export function costConfirmationText(configs: readonly CostModuleConfig[], selection: CostSelection): string {
  const lines = configs
    .filter((config) => !config.IsHide)
    .map((config) => {
      const chosen = config.Type === COST_MODULE_TEXT_TYPE ? selection.text.trim() : (selection[config.Type]?.name ?? '')
      return `${config.ModelName}：${chosen || '未选择'}`
    })
  return lines.length > 0 ? `请确认本次预订的费用归属（${lines.join('，')}）` : '请确认本次预订的费用归属'
}
