import { roleBadges } from './memberRoles'

describe('roleBadges', () => {
  it('lists 审批人, 财务, 管理员 in order for the flags that are on', () => {
    expect(roleBadges({ IsManage: 1, IsApprover: true, IsFinancial: '1' })).toEqual(['审批人', '财务', '管理员'])
  })
  it('is empty for a plain employee', () => {
    expect(roleBadges({ IsApprover: false, IsFinancial: 0 })).toEqual([])
  })
  it('shows only the roles held', () => {
    expect(roleBadges({ IsFinancial: true })).toEqual(['财务'])
  })
})
