import { REASONS, reasonText } from './reasons'

describe('reasonText', () => {
  it.each([
    ['行程变更', '', '行程变更'],
    ['行程变更', '被忽略', '行程变更'],
    ['其他', '  会议改期 ', '其他：会议改期'],
    ['其他', '   ', ''],
    ['', '', ''],
  ])('%s + %j = %j', (picked, typed, expected) => {
    expect(reasonText(picked, typed)).toBe(expected)
  })
  it('ends both lists with 其他', () => {
    expect(REASONS.refund.at(-1)).toBe('其他')
    expect(REASONS.change.at(-1)).toBe('其他')
  })
})
