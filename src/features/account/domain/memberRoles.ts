import { isOn } from '../../shared/domain/flags'

export type RoleFlags = {
  IsApprover?: unknown
  IsFinancial?: unknown
  IsManage?: unknown
}

const ROLE_BADGES: ReadonlyArray<[keyof RoleFlags, string]> = [
  ['IsApprover', '审批人'],
  ['IsFinancial', '财务'],
  ['IsManage', '管理员'],
]

/** The role badges of the my page, in a fixed order. */
export function roleBadges(flags: RoleFlags): string[] {
  return ROLE_BADGES.filter(([flag]) => isOn(flags[flag])).map(([, label]) => label)
}

/** The company's 账户余额 is for finance staff and admins (issue 35); the server answers null to others. */
export function seesCompanyBalance(flags: RoleFlags & { AccountBalance?: unknown }): boolean {
  return (isOn(flags.IsFinancial) || isOn(flags.IsManage)) && typeof flags.AccountBalance === 'number'
}
