/** One member's entry in a cost module (cost centre, project, ... per traveller). */
export type CostModuleMember = {
  memberName?: string
  /** Selected items (select-type modules). */
  items?: unknown[]
  /** The chosen or typed name (text-type modules). */
  selectedName?: string
  /** Overrides the module's isRequire for this member. */
  isRequire?: boolean
}

export type CostModule = {
  /** The label shown, e.g. 成本中心. */
  modelName: string
  /** 'text' modules need a name; any other type needs at least one item. */
  type: string
  isRequire?: boolean
  isHide?: boolean
  placeholder?: string
  members: CostModuleMember[]
}

export const COST_MODULE_TEXT_TYPE = 'text'

/**
 * Checks visible, required modules member by member and stops at the first failure, returning its
 * message ("请填写{member}的{label}" / "请选择{member}的{label}", without member when there is none);
 * null when all pass. The caller toasts it for 2000 ms.
 */
export function checkCostModules(modules: readonly CostModule[]): string | null {
  for (const module of modules) {
    if (module.isHide) continue
    for (const member of module.members) {
      if (!(member.isRequire ?? module.isRequire)) continue
      const who = member.memberName ? `${member.memberName}的` : ''
      if (module.type === COST_MODULE_TEXT_TYPE) {
        if (!(member.selectedName ?? '').trim()) return `请填写${who}${module.modelName}`
      } else if (!member.items || member.items.length === 0) {
        return `请选择${who}${module.modelName}`
      }
    }
  }
  return null
}
