import type { CostModuleConfig } from '@api/costs'
import { costConfirmationText, needsCostConfirmation } from './costConfirmation'
import { emptyCostSelection } from './costModules'

const costModule = (Type: CostModuleConfig['Type'], ModelName: string, IsHide = false): CostModuleConfig => ({ Type, ModelName, IsHide, IsRequire: false, Placeholder: '' })

describe('needsCostConfirmation', () => {
  it.each<[boolean, boolean, boolean, boolean]>([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [true, true, true, false],
    [true, false, true, false],
  ])('module %p, enterprise %p, private %p → %p', (isProjectCenterConfirm, projectCenterSecondaryConfirmation, isPrivate, expected) => {
    expect(needsCostConfirmation({ isProjectCenterConfirm, projectCenterSecondaryConfirmation, isPrivate })).toBe(expected)
  })
})

describe('costConfirmationText', () => {
  it('names every visible module with its choice, 未选择 when empty', () => {
    const selection = { ...emptyCostSelection(), costCenter: { id: '1', code: 'CC01', name: '市场部成本中心' }, text: '  ' }
    const configs = [costModule('costCenter', '成本中心'), costModule('project', '项目'), costModule('reason', '财务事由', true), costModule('text', '备注')]
    expect(costConfirmationText(configs, selection)).toBe('请确认本次预订的费用归属（成本中心：市场部成本中心，项目：未选择，备注：未选择）')
    expect(costConfirmationText([], selection)).toBe('请确认本次预订的费用归属')
  })
})
