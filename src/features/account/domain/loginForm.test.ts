import { loginFormError, phoneError, type LoginForm } from './loginForm'

const form = (patch: Partial<LoginForm>): LoginForm => ({
  mode: 'password',
  phone: '13800000001',
  password: 'Travel@2026',
  code: '',
  ...patch,
})

describe('phoneError', () => {
  it('asks for a phone when empty', () => expect(phoneError('  ')).toBe('请输入手机号'))
  it('refuses a phone that is not 11 digits starting with 1', () => {
    expect(phoneError('1380000000')).toBe('请输入正确的手机号')
    expect(phoneError('23800000001')).toBe('请输入正确的手机号')
  })
  it('accepts a valid phone with spaces around', () => expect(phoneError(' 13800000001 ')).toBeNull())
})

describe('loginFormError', () => {
  it('checks the phone first', () => expect(loginFormError(form({ phone: '', password: '' }))).toBe('请输入手机号'))
  it('password mode needs a password', () => expect(loginFormError(form({ password: '' }))).toBe('请输入密码'))
  it('password mode passes with phone and password', () => expect(loginFormError(form({}))).toBeNull())
  it('code mode needs a code', () => expect(loginFormError(form({ mode: 'code', code: ' ' }))).toBe('请输入验证码'))
  it('code mode needs 4 to 6 digits', () => {
    expect(loginFormError(form({ mode: 'code', code: '12a4' }))).toBe('请输入正确的验证码')
    expect(loginFormError(form({ mode: 'code', code: '123' }))).toBe('请输入正确的验证码')
    expect(loginFormError(form({ mode: 'code', code: '1234567' }))).toBe('请输入正确的验证码')
    expect(loginFormError(form({ mode: 'code', code: '123456' }))).toBeNull()
  })
  it('code mode does not need a password', () => {
    expect(loginFormError(form({ mode: 'code', password: '', code: '1234' }))).toBeNull()
  })
})
