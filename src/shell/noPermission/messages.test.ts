import { noPermissionMessage } from './messages'

describe('noPermissionMessage', () => {
  it('explains the enterprise state first', () => {
    expect(noPermissionMessage('0', '0').title).toBe('企业尚未开通本应用')
    expect(noPermissionMessage('2').title).toBe('企业服务已到期')
    expect(noPermissionMessage('3').title).toBe('企业服务已停用')
    expect(noPermissionMessage('9').title).toBe('企业暂无法使用本应用')
  })

  it('then the member state', () => {
    expect(noPermissionMessage('1', '0').title).toBe('您的账号尚未激活')
    expect(noPermissionMessage(undefined, '2').title).toBe('您的账号已停用')
    expect(noPermissionMessage('1', '3').title).toBe('您不在应用的可见范围内')
  })

  it('falls back to a plain no-permission message', () => {
    expect(noPermissionMessage()).toEqual({ title: '暂无访问权限', detail: '请联系企业管理员开通使用权限。' })
    expect(noPermissionMessage('1', '7').title).toBe('暂无访问权限')
  })
})
