import { CHINESE_NAME_RULE, isChineseName } from '@domain/identity/chineseName'
import { confirmError, passwordError } from './passwordRules'

export type RegisterProfile = {
  name: string
  password: string
  confirm: string
  invitationCode: string
  email: string
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** The first problem of registration step 3, in the order of the fields, or null. */
export function registerProfileError(form: RegisterProfile): string | null {
  const name = form.name.trim()
  if (name === '') return '请输入姓名'
  if (name.length > 30) return '姓名不能超过30个字'
  if (!isChineseName(name)) return CHINESE_NAME_RULE
  const password = passwordError(form.password) ?? confirmError(form.password, form.confirm)
  if (password) return password
  if (form.invitationCode.trim() === '') return '请输入企业邀请码'
  const email = form.email.trim()
  return email === '' || EMAIL.test(email) ? null : '请输入正确的邮箱'
}
