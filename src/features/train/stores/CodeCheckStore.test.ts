import { CodeCheckStore, resendLeft } from './CodeCheckStore'

describe('resendLeft', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 60],
    [0, 59_999, 1],
    [0, 60_000, 0],
    [0, 120_000, 0],
  ])('sent at %p, now %i: %i s', (sentAt, now, left) => {
    expect(resendLeft(sentAt, now)).toBe(left)
  })
})

describe('CodeCheckStore', () => {
  it('sends once a minute, asks for 6 digits and answers the verified value', async () => {
    let now = 1_000
    const send = jest.fn(async () => ({ PhoneMasked: '138****0001' }))
    const store = new CodeCheckStore({ send, verify: async (code) => `ok ${code}`, now: () => now })
    expect(await store.verify()).toBeNull()
    expect(store.error).toBe('请先获取验证码')
    expect(store.sendLabel).toBe('获取验证码')
    expect(await store.send()).toBe(true)
    expect(store.phoneMasked).toBe('138****0001')
    now += 30_000
    store.tick()
    expect(store.sendLabel).toBe('30秒后重发')
    expect(await store.send()).toBe(false)
    now += 30_000
    store.tick()
    expect(store.sendLabel).toBe('重新获取')
    store.setCode('12a34')
    expect(await store.verify()).toBeNull()
    expect(store.error).toBe('请输入6位验证码')
    store.setCode('1234567')
    expect(await store.verify()).toBe('ok 123456')
    expect(send).toHaveBeenCalledTimes(1)
  })
})
