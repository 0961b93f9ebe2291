import type { SavingBonusRule } from '@api/hotel'
import { estimateRewardFen, savingBonusInfo, selectRule } from './savingBonus'

const rule = (id: string, IsSelected = false): SavingBonusRule => ({
  RuleId: id,
  RuleName: `规则${id}`,
  RewardPermille: 300,
  MaxRewardFen: 5000,
  Description: '',
  IsSelected,
})

describe('saving bonus', () => {
  it('shown only when openSavingBonus is on and there is something to show', () => {
    const data = { Rules: [rule('1'), rule('2', true)], Remark: '节省部分按比例返还' }
    expect(savingBonusInfo(false, data)).toBeNull()
    expect(savingBonusInfo(true, null)).toBeNull()
    expect(savingBonusInfo(true, { Rules: [], Remark: '' })).toBeNull()
    expect(savingBonusInfo(true, data)).toEqual({ remark: '节省部分按比例返还', rules: data.Rules, selected: data.Rules[1] })
    expect(savingBonusInfo(true, { Rules: [rule('1')], Remark: '' })?.selected).toBeNull()
  })
  it('one selected rule at a time', () => {
    expect(selectRule([rule('1', true), rule('2')], '2').map((r) => r.IsSelected)).toEqual([false, true])
  })
  it('reward: share of the saving per night, capped, rounded down', () => {
    expect(estimateRewardFen(rule('1'), 40000, 30000, 2)).toBe(6000) // 3000 x 2
    expect(estimateRewardFen(rule('1'), 40000, 10000, 1)).toBe(5000) // 9000 capped at 5000
    expect(estimateRewardFen(rule('1'), 40000, 39999, 1)).toBe(0) // 0.3 fen rounds down
    expect(estimateRewardFen(rule('1'), 40000, 40000, 1)).toBe(0)
    expect(estimateRewardFen(rule('1'), null, 100, 1)).toBe(0)
    expect(estimateRewardFen(null, 40000, 100, 1)).toBe(0)
  })
})
