import { failureMessage, isAborted, NETWORK_FAILURE_MESSAGE } from './failureMessage'

describe('failureMessage', () => {
  it('uses the server Msg', () => {
    expect(failureMessage({ Code: '1001', Msg: '密码错误', Data: null })).toBe('密码错误')
  })
  it('accepts a lower-case msg', () => {
    expect(failureMessage({ code: '1001', msg: '账号不存在' })).toBe('账号不存在')
  })
  it('falls back when Msg is empty or missing', () => {
    expect(failureMessage({ Code: '9999', Msg: '  ' })).toBe(NETWORK_FAILURE_MESSAGE)
    expect(failureMessage(new Error('boom'))).toBe(NETWORK_FAILURE_MESSAGE)
    expect(failureMessage(undefined, '加载失败')).toBe('加载失败')
  })
})

describe('isAborted', () => {
  it('reads the isAborted mark', () => {
    expect(isAborted({ isAborted: true })).toBe(true)
    expect(isAborted({ Code: '1' })).toBe(false)
    expect(isAborted(null)).toBe(false)
  })
})
