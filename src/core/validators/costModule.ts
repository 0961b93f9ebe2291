export { checkCostModules, COST_MODULE_TEXT_TYPE } from '@domain/costs/costModules'
export type { CostModule, CostModuleMember } from '@domain/costs/costModules'
