import { cardNoProblem, maskAccount, maskCardNo, platformAccountProblem, platformPasswordProblem, programOf } from './catalogue'

it('accepts a phone or an e-mail as the platform account', () => {
  expect(platformAccountProblem('13800000001')).toBeNull()
  expect(platformAccountProblem(' zhang@corp.cn ')).toBeNull()
  expect(platformAccountProblem('')).toBe('请输入平台账号')
  expect(platformAccountProblem('zhangsan')).toBe('平台账号应为手机号或邮箱')
  expect(platformAccountProblem('1380000000')).toBe('平台账号应为手机号或邮箱')
})

it('checks the password length', () => {
  expect(platformPasswordProblem('')).toBe('请输入平台登录密码')
  expect(platformPasswordProblem('12345')).toBe('密码应为6-20位')
  expect(platformPasswordProblem('123456')).toBeNull()
  expect(platformPasswordProblem('x'.repeat(21))).toBe('密码应为6-20位')
})

it('checks card numbers by programme', () => {
  const ca = programOf('CA')!
  const huazhu = programOf('huazhu')!
  expect(cardNoProblem(ca, '')).toBe('请输入会员卡号')
  expect(cardNoProblem(ca, '12345678901a')).toBe('会员卡号只能包含数字')
  expect(cardNoProblem(ca, '12345678901')).toBe('国航凤凰知音卡号应为12位数字')
  expect(cardNoProblem(ca, '1234 5678 9012')).toBeNull()
  expect(cardNoProblem(huazhu, '1234567')).toBe('华住会卡号应为8-12位数字')
  expect(cardNoProblem(huazhu, '12345678')).toBeNull()
  expect(programOf('XX')).toBeUndefined()
})

it('masks accounts and cards', () => {
  expect(maskAccount('13800000001')).toBe('138****0001')
  expect(maskAccount('zhang@corp.cn')).toBe('z***@corp.cn')
  expect(maskCardNo('123456789012')).toBe('1234 **** 9012')
  expect(maskCardNo('12345678')).toBe('12345678')
})
