import { evaluationError, typeText } from './feedbackProgress'

describe('evaluationError', () => {
  it.each([
    [0, '', '请选择满意度'],
    [6, '', '请选择满意度'],
    [2.5, '', '请选择满意度'],
    [1, '', null],
    [5, '好'.repeat(200), null],
    [5, '好'.repeat(201), '评价内容最多200字'],
  ])('score %s, comment of %#', (score, comment, expected) => {
    expect(evaluationError(score, comment)).toBe(expected)
  })
  it('names the types', () => {
    expect([typeText(1), typeText(2), typeText(9)]).toEqual(['服务异议', '功能建议', '其他'])
  })
})
