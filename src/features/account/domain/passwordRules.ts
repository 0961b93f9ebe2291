/** The server's rule (8-20 characters, at least one letter and one digit), said the same way. */
export const PASSWORD_RULE = '密码需为8-20位，且同时包含字母和数字'

export function passwordError(password: string): string | null {
  if (password === '') return '请输入密码'
  if (password.length < 8 || password.length > 20) return PASSWORD_RULE
  return /[A-Za-z]/.test(password) && /\d/.test(password) ? null : PASSWORD_RULE
}

export function confirmError(password: string, confirm: string): string | null {
  if (confirm === '') return '请再次输入密码'
  return password === confirm ? null : '两次输入的密码不一致'
}

/** A six-digit SMS code. */
export function smsCodeError(code: string): string | null {
  const value = code.trim()
  if (value === '') return '请输入验证码'
  return /^\d{6}$/.test(value) ? null : '验证码为6位数字'
}
