import { isPhone } from '@/core/validators/phone'

export type EmployeeForm = { name: string; phone: string }

/** The first problem of the new employee's form in plain Chinese, or null. */
export function employeeFormError(form: EmployeeForm): string | null {
  const name = form.name.trim()
  if (name.length < 2 || name.length > 30) return '请输入员工姓名（2-30个字）'
  if (!isPhone(form.phone.trim())) return '请输入正确的手机号'
  return null
}

/**
 * What 添加员工 says when the phone already has an account (decision 0576): he is invited, not added, and joins
 * once he accepts. `expiresAt` is the server's ISO time; the day is shown.
 */
export function invitationText(name: string, code: string, expiresAt: string): string {
  return `${name}的手机号已注册，不能直接添加。已向其发出加入邀请（邀请码 ${code}，${expiresAt.slice(0, 10)} 前有效），对方登录后在“切换企业 › 加入企业”输入邀请码接受，即成为本企业员工。`
}

/** The tallest month sets the scale of the monthly bars (0-100). */
export function barHeights(amounts: readonly number[]): number[] {
  const max = Math.max(0, ...amounts)
  return amounts.map((a) => (max === 0 ? 0 : Math.round((a / max) * 100)))
}
