import { confirmError, passwordError, smsCodeError } from './passwordRules'
import { registerProfileError } from './registerProfile'

describe('passwordError', () => {
  it.each([
    ['', '请输入密码'],
    ['abc123', '密码需为8-20位，且同时包含字母和数字'],
    ['abcdefgh', '密码需为8-20位，且同时包含字母和数字'],
    ['12345678', '密码需为8-20位，且同时包含字母和数字'],
    ['a1'.repeat(11), '密码需为8-20位，且同时包含字母和数字'],
    ['Newbie2026', null],
    ['a1234567', null],
  ])('%s -> %s', (password, expected) => expect(passwordError(password)).toBe(expected))
})

describe('confirmError', () => {
  it.each([
    ['Newbie2026', '', '请再次输入密码'],
    ['Newbie2026', 'Newbie2027', '两次输入的密码不一致'],
    ['Newbie2026', 'Newbie2026', null],
  ])('%s / %s -> %s', (password, confirm, expected) => expect(confirmError(password, confirm)).toBe(expected))
})

describe('smsCodeError', () => {
  it.each([
    ['', '请输入验证码'],
    ['12345', '验证码为6位数字'],
    ['12a456', '验证码为6位数字'],
    [' 123456 ', null],
  ])('%s -> %s', (code, expected) => expect(smsCodeError(code)).toBe(expected))
})

describe('registerProfileError', () => {
  const ok = { name: '孙悦', password: 'Newbie2026', confirm: 'Newbie2026', invitationCode: 'XHZL-INVITE-2026', email: '' }
  it.each([
    [{}, null],
    [{ name: '  ' }, '请输入姓名'],
    [{ name: '张'.repeat(31) }, '姓名不能超过30个字'],
    // 000 §5 name rule (issue 35): no leading or trailing middle dot, only Chinese characters and letters.
    [{ name: '·赵六😀' }, '姓名只能包含中文或字母，且不能以·开头或结尾'],
    [{ name: '赵六·' }, '姓名只能包含中文或字母，且不能以·开头或结尾'],
    [{ name: '赵六1' }, '姓名只能包含中文或字母，且不能以·开头或结尾'],
    [{ name: '阿依古丽·买买提' }, null],
    [{ name: 'Zhang San' }, null],
    [{ password: 'short' }, '密码需为8-20位，且同时包含字母和数字'],
    [{ confirm: 'Other2026' }, '两次输入的密码不一致'],
    [{ invitationCode: ' ' }, '请输入企业邀请码'],
    [{ email: 'not-mail' }, '请输入正确的邮箱'],
    [{ email: 'sun@example.com' }, null],
  ])('%j -> %s', (patch, expected) => expect(registerProfileError({ ...ok, ...patch })).toBe(expected))
})
