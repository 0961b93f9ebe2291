import { createEventSender, EVENT_TRACKING_PATH } from './eventSender'
import { createDeviceId, createReqId, createSessionId } from './ids'
import { BREADCRUMB_LIMIT, createReporter } from './reporter'
import { normalizeBody, sessionEndCodeOf } from './response'
import { createFakeTransport, flush } from '@test/http/fakeTransport'
import { transportErrorOf } from './transport'

describe('ids', () => {
  it('reqIds are unique across many calls', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => createReqId(1000)))
    expect(ids.size).toBe(5000)
  })
  it('session and device ids differ per call', () => {
    expect(createSessionId()).not.toBe(createSessionId())
    expect(createDeviceId()).not.toBe(createDeviceId())
  })
})

describe('reporter', () => {
  it('keeps only the last 50 breadcrumbs', () => {
    let t = 0
    const reporter = createReporter({ send: () => undefined, now: () => (t += 1) })
    for (let i = 0; i < 60; i += 1) reporter.breadcrumb(`b${i}`)
    const crumbs = reporter.breadcrumbs()
    expect(BREADCRUMB_LIMIT).toBe(50)
    expect(crumbs).toHaveLength(50)
    expect(crumbs[0].message).toBe('b10')
    expect(crumbs[49].message).toBe('b59')
  })

  it('report sends the breadcrumbs and never throws, even on a rejecting send', async () => {
    const sent: unknown[] = []
    const reporter = createReporter({ send: async (report) => void sent.push(report), now: () => 5 })
    reporter.breadcrumb('HTTP 500 error')
    reporter.report('HTTP 500 error', { url: '/x' })
    expect(sent).toEqual([{ message: 'HTTP 500 error', at: 5, breadcrumbs: [{ at: 5, message: 'HTTP 500 error' }], extra: { url: '/x' } }])
    const failing = createReporter({ send: () => Promise.reject(new Error('down')) })
    expect(() => failing.report('x')).not.toThrow()
    await flush()
  })
})

describe('event sender', () => {
  it('posts to tripwise-m-api/event-tracking/add and swallows failures', async () => {
    const fake = createFakeTransport()
    const send = createEventSender({
      transport: fake.transport,
      getEnvironment: () => ({ name: 'e', apiBase: 'http://h' }),
      getIdentity: () => ({
        EnterpriseId: '', Version: '8.15.00', MemberId: '', MemberName: '', PhoneType: '', MemberMac: '', Token: '',
        PlatId: '1020', RefId: '', EnterpriseKey: '', bookingMethod: null,
      }),
      sessionId: 's',
    })
    const done = send({ message: 'HTTP 500 error', at: 1, breadcrumbs: [] })
    expect(fake.last().request.url).toBe(`http://h/tripwise-m-api/${EVENT_TRACKING_PATH}`)
    expect(fake.last().request.data).toMatchObject({ EventType: 'error', EventName: 'HTTP 500 error' })
    fake.last().fail({ kind: 'network', message: 'x' })
    await expect(done).resolves.toBeUndefined()
  })
})

describe('response', () => {
  it('normalizes the envelope, parsing JSON text', () => {
    expect(normalizeBody('{"Code":"0000","Msg":"ok","Data":1}')).toEqual({ Code: '0000', Msg: 'ok', Data: 1 })
    expect(normalizeBody({ Code: 0, Msg: null })).toMatchObject({ Code: '0', Msg: '' })
    expect(normalizeBody('<html>')).toBeNull()
    expect(normalizeBody({ foo: 1 })).toBeNull()
  })
  it('8000 and 8001 in Code or code end the session; others do not', () => {
    expect(sessionEndCodeOf({ Code: '8000' })).toBe('8000')
    expect(sessionEndCodeOf({ code: 8001 })).toBe('8001')
    expect(sessionEndCodeOf({ Code: '8002' })).toBeNull()
    expect(sessionEndCodeOf('{"code":"8000"}')).toBe('8000')
    expect(sessionEndCodeOf(null)).toBeNull()
  })
})

describe('transportErrorOf', () => {
  it('classifies abort, timeout and network failures', () => {
    expect(transportErrorOf({ errMsg: 'request:fail abort' }).kind).toBe('abort')
    expect(transportErrorOf({ errMsg: 'request:fail timeout' }).kind).toBe('timeout')
    expect(transportErrorOf(new Error('Failed to fetch')).kind).toBe('network')
    expect(transportErrorOf({ kind: 'timeout', message: 'm' })).toEqual({ kind: 'timeout', message: 'm' })
  })
})
