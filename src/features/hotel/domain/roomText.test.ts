import { costCenterChoices, floorText } from './roomText'

it('offers each cost centre once (issue 13: 市场费用中心 市场费用中心)', () => {
  const departments = [
    { CostCenterName: '市场费用中心' },
    { CostCenterName: '市场费用中心' },
    { CostCenterName: '' },
    { CostCenterName: '研发费用中心' },
  ]
  expect(costCenterChoices(departments)).toEqual(['市场费用中心', '研发费用中心'])
})

it('writes the floor with one 层 (issue 13: 3-16层层)', () => {
  expect(floorText('3-16层')).toBe('3-16层')
  expect(floorText('3-16')).toBe('3-16层')
  expect(floorText(8)).toBe('8层')
  expect(floorText('')).toBe('')
})
