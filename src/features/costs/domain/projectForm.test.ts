import { projectFormError } from './projectForm'

describe('projectFormError', () => {
  it.each([
    ['', '', '请填写项目名称'],
    ['   ', '', '请填写项目名称'],
    ['展会项目', '', null],
    ['项'.repeat(50), '', null],
    ['项'.repeat(51), '', '项目名称不能超过50个字'],
    ['展会项目', 'P-2026', null],
    ['展会项目', 'P 2026', '项目编码只能包含字母、数字和“-”，最多30位'],
    ['展会项目', 'A'.repeat(30), null],
    ['展会项目', 'A'.repeat(31), '项目编码只能包含字母、数字和“-”，最多30位'],
  ])('%p %p', (name, code, message) => expect(projectFormError(name, code)).toBe(message))
})
