import { fail } from '@test/shared/fakeRequest'
import type { MobileApi } from '../api/accountExtrasApi'
import { ChangeMobileStore } from './ChangeMobileStore'

const clock = () => {
  let now = 1_000_000
  return { now: () => now, every: () => () => undefined, advance: (ms: number) => (now += ms) }
}
const TICKET = 'a'.repeat(64)

function api(overrides: Partial<MobileApi> = {}): MobileApi & { calls: unknown[][] } {
  const calls: unknown[][] = []
  return {
    calls,
    sendCode: async (...args) => (calls.push(['send', ...args]), { ExpireSeconds: 300, MaskedPhone: args[0] === 'old' ? '138****0001' : '137****0001' }),
    checkOld: async (code) => (calls.push(['check', code]), { Ticket: TICKET, ExpireSeconds: 600 }),
    change: async (body, reqId) => (calls.push(['change', body, reqId]), { Phone: body.NewPhone }),
    ...overrides,
  }
}

describe('ChangeMobileStore', () => {
  it('verifies the old phone, then changes to the new one with one reqId', async () => {
    const fake = api()
    let ids = 0
    const store = new ChangeMobileStore(fake, '13800000001', () => `req-${++ids}`, clock())
    await store.sendOldCode()
    expect(store.sentTo).toBe('138****0001')
    expect(store.oldCountdown.isWaiting).toBe(true)
    expect(await store.sendOldCode()).toBe(false)
    store.setOldCode('12a3456')
    expect(await store.checkOld()).toBe(true)
    expect(store.step).toBe('new')
    store.setNewPhone('13800000001')
    expect(await store.sendNewCode()).toBe(false)
    expect(store.errorMessage).toBe('新手机号不能与当前手机号相同')
    store.setNewPhone('13712340001')
    await store.sendNewCode()
    store.setNewCode('654321')
    expect(await store.submit()).toBe(true)
    expect(fake.calls.at(-1)).toEqual(['change', { Ticket: TICKET, NewPhone: '13712340001', VerifyCode: '654321' }, 'req-1'])
    expect([store.step, store.changedPhone]).toEqual(['done', '13712340001'])
  })

  it('keeps the input on a wrong code, and retries with the same reqId', async () => {
    let attempts = 0
    const fake = api({ change: async (body, reqId) => { fake.calls.push(['change', reqId]); if (++attempts === 1) throw fail('验证码错误').__fail; return { Phone: body.NewPhone } } })
    const store = new ChangeMobileStore(fake, '13800000001', () => `req-${attempts}`, clock())
    store.setOldCode('123456')
    await store.checkOld()
    store.setNewPhone('13712340001')
    store.setNewCode('111111')
    expect(await store.submit()).toBe(false)
    expect([store.errorMessage, store.newPhone, store.newCode, store.step]).toEqual(['验证码错误', '13712340001', '111111', 'new'])
    expect(await store.submit()).toBe(true)
    expect(fake.calls.filter((c) => c[0] === 'change')).toEqual([['change', 'req-0'], ['change', 'req-0']])
  })

  it('starts over at the old phone when the ticket lapsed', async () => {
    const fake = api({ change: async () => { throw fail('验证已失效，请重新获取验证码').__fail } })
    const store = new ChangeMobileStore(fake, '13800000001', () => 'r', clock())
    store.setOldCode('123456')
    await store.checkOld()
    store.setNewPhone('13712340001')
    store.setNewCode('111111')
    expect(await store.submit()).toBe(false)
    expect([store.step, store.oldCode, store.errorMessage]).toEqual(['old', '', '验证已失效，请重新获取验证码'])
  })

  it('checks the code format before calling', async () => {
    const fake = api()
    const store = new ChangeMobileStore(fake, '13800000001', () => 'r', clock())
    expect(await store.checkOld()).toBe(false)
    expect(store.errorMessage).toBe('请输入验证码')
    expect(fake.calls).toEqual([])
  })
})
