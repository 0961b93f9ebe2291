import { isPhone } from '@/core/validators/phone'

export type LoginMode = 'password' | 'code'

export type LoginForm = {
  mode: LoginMode
  phone: string
  password: string
  code: string
}

/** A mainland mobile number has 11 digits: the field keeps digits only, at most 11 (a paste of more is cut). */
export const PHONE_LENGTH = 11

export function phoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH)
}

export function phoneError(phone: string): string | null {
  const value = phone.trim()
  if (value === '') return '请输入手机号'
  return isPhone(value) ? null : '请输入正确的手机号'
}

/** The first problem of the form, in the order the fields are shown, or null when it can be sent. */
export function loginFormError(form: LoginForm): string | null {
  const phone = phoneError(form.phone)
  if (phone) return phone
  if (form.mode === 'password') return form.password === '' ? '请输入密码' : null
  const code = form.code.trim()
  if (code === '') return '请输入验证码'
  return /^\d{4,6}$/.test(code) ? null : '请输入正确的验证码'
}
