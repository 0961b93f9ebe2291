import { departmentText } from './profile'

it('shows the default department', () => {
  expect(departmentText([{ DepartmentName: '财务部' }, { DepartmentName: '研发部', IsDefault: true }])).toBe('研发部')
})

it('falls back to the first department and to the Name spelling', () => {
  expect(departmentText([{ Name: '市场部' }, { Name: '销售部' }])).toBe('市场部')
})

it('is empty without departments', () => {
  expect(departmentText([])).toBe('')
  expect(departmentText(undefined)).toBe('')
  expect(departmentText([{ DepartmentId: 1 }])).toBe('')
})
