import { barHeights, employeeFormError } from './employeeForm'

describe('employeeFormError', () => {
  it.each([
    [{ name: '黄', phone: '13712345678' }, '请输入员工姓名（2-30个字）'],
    [{ name: '黄'.repeat(31), phone: '13712345678' }, '请输入员工姓名（2-30个字）'],
    [{ name: '黄小明', phone: '1371234567' }, '请输入正确的手机号'],
    [{ name: ' 黄小明 ', phone: '13712345678' }, null],
  ])('%j', (form, error) => expect(employeeFormError(form)).toBe(error))
})

describe('barHeights', () => {
  it('scales to the tallest month', () => {
    expect(barHeights([0, 50, 100])).toEqual([0, 50, 100])
    expect(barHeights([0, 0])).toEqual([0, 0])
  })
})
