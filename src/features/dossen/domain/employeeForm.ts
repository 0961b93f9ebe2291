import { isPhone } from '@/core/validators/phone'

export type EmployeeForm = { name: string; phone: string }

/** The first problem of the new employee's form in plain Chinese, or null. */
export function employeeFormError(form: EmployeeForm): string | null {
  const name = form.name.trim()
  if (name.length < 2 || name.length > 30) return '请输入员工姓名（2-30个字）'
  if (!isPhone(form.phone.trim())) return '请输入正确的手机号'
  return null
}

/** The tallest month sets the scale of the monthly bars (0-100). */
export function barHeights(amounts: readonly number[]): number[] {
  const max = Math.max(0, ...amounts)
  return amounts.map((a) => (max === 0 ? 0 : Math.round((a / max) * 100)))
}
