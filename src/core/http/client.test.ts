import { abortByKey, createHttpClient, request, setActiveHttpClient } from './client'
import type { HttpDeps } from './client'
import type { Environment } from './hosts'
import { createReporter } from './reporter'
import { createFakeTransport, flush } from '@test/http/fakeTransport'
import type { ApiFailure, RequestIdentity } from './types'

const identity = (over: Partial<RequestIdentity> = {}): RequestIdentity => ({
  EnterpriseId: 'E1',
  Version: '8.15.00',
  MemberId: 'M1',
  MemberName: '张三',
  PhoneType: 'H5',
  MemberMac: 'dev-1',
  Token: 'T1',
  PlatId: '1020',
  RefId: '',
  EnterpriseKey: 'ekey',
  bookingMethod: 1,
  ...over,
})

const env: Environment = { name: 'embedded', apiBase: 'http://app.test' }

function setup(over: Partial<HttpDeps> = {}, who: Partial<RequestIdentity> = {}) {
  const fake = createFakeTransport()
  const sent: unknown[] = []
  const deps = {
    transport: fake.transport,
    getIdentity: () => identity(who),
    getEnvironment: () => env,
    onSessionEnd: jest.fn(),
    openNetError: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    reporter: createReporter({ send: (report) => void sent.push(report) }),
    sessionId: 'S1',
    createReqId: (() => {
      let n = 0
      return () => `R${(n += 1)}`
    })(),
    ...over,
  }
  const client = createHttpClient(deps)
  return { client, fake, deps, sent }
}

const ok = (Data: unknown = null) => ({ Code: '0000', Msg: '成功', Data })

describe('request: address, headers, body', () => {
  it('POSTs JSON to base + module + address with the identity headers and body', async () => {
    const { client, fake } = setup()
    const pending = client.request('common', 'api/Customer/GetMyDepartments', { a: 1 })
    await flush()
    const sent = fake.last().request
    expect(sent.url).toBe('http://app.test/common/api/Customer/GetMyDepartments')
    expect(sent.method).toBe('POST')
    expect(sent.timeout).toBe(120000)
    expect(sent.headers).toEqual({
      MemberId: 'M1',
      Token: 'T1',
      PlatId: '1020',
      RefId: '',
      Version: '8.15.00',
      'Content-Type': 'application/json',
      sessionId: 'S1',
      reqId: 'R1',
      ikey: 'ekey',
    })
    expect(sent.data).toEqual({
      EnterpriseId: 'E1',
      Version: '8.15.00',
      MemberId: 'M1',
      MemberName: '张三',
      PhoneType: 'H5',
      MemberMac: 'dev-1',
      Token: 'T1',
      PlatId: '1020',
      RefId: '',
      IsTravelBussiness: 1,
      a: 1,
    })
    fake.last().respond(200, ok({ x: 1 }))
    await expect(pending).resolves.toEqual(ok({ x: 1 }))
  })

  it('gives every request its own reqId', async () => {
    const { client, fake } = setup()
    client.request('b2b', 'a').catch(() => undefined)
    client.request('b2b', 'a').catch(() => undefined)
    await flush()
    expect(fake.calls.map((call) => call.request.headers.reqId)).toEqual(['R1', 'R2'])
  })

  it('appends the trailing id segment', async () => {
    const { client, fake } = setup()
    client.request('tripwise-m-api', 'dmm/feedback/detail', undefined, { idSegment: 42, method: 'GET' })
    await flush()
    expect(fake.last().request.url).toBe('http://app.test/tripwise-m-api/dmm/feedback/detail/42')
  })

  it('GET sends the body as query and no body', async () => {
    const { client, fake } = setup()
    client.request('tripwise-m-api', 'holidayCalendar/getInfoByMonth', { month: '2026-05' }, { method: 'GET' })
    await flush()
    expect(fake.last().request.method).toBe('GET')
    expect(fake.last().request.url).toBe('http://app.test/tripwise-m-api/holidayCalendar/getInfoByMonth?month=2026-05')
    expect(fake.last().request.data).toBeUndefined()
  })

  it('uses the timeout option', async () => {
    const { client, fake } = setup()
    client.request('b2b', 'x', {}, { timeout: 5000 })
    await flush()
    expect(fake.last().request.timeout).toBe(5000)
  })
})

describe('request: results', () => {
  it('rejects with the body when Code is not 0000', async () => {
    const { client, fake, deps } = setup()
    const pending = client.request('b2b', 'x')
    await flush()
    const body = { Code: '1001', Msg: '余额不足', Data: null }
    fake.last().respond(200, body)
    await expect(pending).rejects.toEqual(body)
    expect(deps.hideLoading).toHaveBeenCalled()
  })

  it('resolves codes listed in acceptCodes', async () => {
    const { client, fake } = setup()
    const pending = client.request('b2b', 'Flight/list', {}, { acceptCodes: ['2000'] })
    await flush()
    fake.last().respond(200, { Code: '2000', Msg: '无结果', Data: [] })
    await expect(pending).resolves.toMatchObject({ Code: '2000' })
  })

  it('accepts lower-case envelope fields', async () => {
    const { client, fake } = setup()
    const pending = client.request('b2b', 'x')
    await flush()
    fake.last().respond(200, { code: '0000', msg: 'ok', data: 5 })
    await expect(pending).resolves.toMatchObject({ Code: '0000', Msg: 'ok', Data: 5 })
  })

  it.each([
    ['Code', '8000'],
    ['Code', '8001'],
    ['code', '8000'],
    ['code', '8001'],
  ])('%s %s ends the session and rejects', async (field, code) => {
    const { client, fake, deps } = setup()
    const pending = client.request('b2b', 'x')
    await flush()
    fake.last().respond(200, { [field]: code, Msg: '登录失效' })
    await expect(pending).rejects.toMatchObject({ Code: code, isSessionEnd: true })
    expect(deps.onSessionEnd).toHaveBeenCalledWith('登录失效')
  })

  it('HTTP status >= 400 records a breadcrumb and reports it', async () => {
    const { client, fake, deps, sent } = setup()
    const pending = client.request('b2b', 'x')
    await flush()
    fake.last().respond(502, 'Bad Gateway')
    await expect(pending).rejects.toMatchObject({ Code: '502', httpStatus: 502 })
    expect(deps.reporter.breadcrumbs().map((crumb) => crumb.message)).toContain('HTTP 502 error')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ message: 'HTTP 502 error' })
  })

  it('HTTP 399 is not reported', async () => {
    const { client, fake, sent } = setup()
    const pending = client.request('b2b', 'x')
    await flush()
    fake.last().respond(399, ok())
    await pending.catch(() => undefined)
    expect(sent).toHaveLength(0)
  })

  it('a reporter whose send throws does not break the call', async () => {
    const { client, fake } = setup({
      reporter: createReporter({
        send: () => {
          throw new Error('down')
        },
      }),
    })
    const pending = client.request('b2b', 'x')
    await flush()
    fake.last().respond(500, { Code: '500', Msg: 'err', Data: null })
    await expect(pending).rejects.toMatchObject({ httpStatus: 500 })
  })
})

describe('request: login needed', () => {
  it.each([
    ['MemberId', { MemberId: '' }],
    ['Token', { Token: '' }],
  ])('without %s the call is dropped: not sent, rejected as aborted', async (_name, who) => {
    const { client, fake } = setup({}, who)
    await expect(client.request('b2b', 'x')).rejects.toMatchObject({ isAborted: true })
    expect(fake.calls).toHaveLength(0)
  })

  it('needLogin false sends without a member', async () => {
    const { client, fake } = setup({}, { MemberId: '', Token: '' })
    client.request('tripwise-m-api', 'agent-account/get-plat-info', {}, { needLogin: false })
    await flush()
    expect(fake.calls).toHaveLength(1)
  })
})

describe('request: abort', () => {
  it('abortDuplicate aborts the in-flight call to the same address', async () => {
    const { client, fake } = setup()
    const first = client.request('hotel', 'api/hotel/info/GetBetterRoomList', { id: 1 }, { abortDuplicate: true })
    await flush()
    const second = client.request('hotel', 'api/hotel/info/GetBetterRoomList', { id: 2 }, { abortDuplicate: true })
    await expect(first).rejects.toMatchObject({ isAborted: true })
    expect(fake.calls[0].isAborted).toBe(true)
    await flush()
    fake.last().respond(200, ok('second'))
    await expect(second).resolves.toMatchObject({ Data: 'second' })
  })

  it('without abortDuplicate both calls run', async () => {
    const { client, fake } = setup()
    client.request('b2b', 'x')
    await flush()
    client.request('b2b', 'x')
    await flush()
    expect(fake.calls.map((call) => call.isAborted)).toEqual([false, false])
  })

  it('abortByKey aborts every call with that key and no other', async () => {
    const { client, fake } = setup()
    const a = client.request('hotel', 'a', {}, { abortKey: 'preload' })
    const b = client.request('hotel', 'b', {}, { abortKey: 'preload' })
    const c = client.request('hotel', 'c', {}, { abortKey: 'other' })
    await flush()
    expect(client.abortByKey('preload')).toBe(2)
    await expect(a).rejects.toMatchObject({ isAborted: true })
    await expect(b).rejects.toMatchObject({ isAborted: true })
    expect(fake.calls[2].isAborted).toBe(false)
    fake.calls[2].respond(200, ok())
    await expect(c).resolves.toBeTruthy()
    expect(client.abortByKey('preload')).toBe(0)
  })

  it('an abort does not hide the loading overlay', async () => {
    const { client, deps } = setup()
    const a = client.request('hotel', 'a', {}, { abortKey: 'k' })
    client.abortByKey('k')
    await a.catch(() => undefined)
    expect(deps.hideLoading).not.toHaveBeenCalled()
  })
})

describe('request: offline and failures', () => {
  it('opens the network-error page once per run when offline', async () => {
    const { client, fake, deps } = setup({ isOffline: async () => true })
    await expect(client.request('b2b', 'x')).rejects.toMatchObject({ isNetworkError: true })
    await expect(client.request('b2b', 'y')).rejects.toMatchObject({ isNetworkError: true })
    expect(deps.openNetError).toHaveBeenCalledTimes(1)
    expect(fake.calls).toHaveLength(0)
  })

  it('a network failure opens the network-error page once and hides loading', async () => {
    const { client, fake, deps } = setup()
    const a = client.request('b2b', 'x')
    await flush()
    fake.last().fail({ kind: 'network', message: 'request:fail' })
    await expect(a).rejects.toMatchObject({ isNetworkError: true })
    const b = client.request('b2b', 'x')
    await flush()
    fake.last().fail({ kind: 'network', message: 'request:fail' })
    await b.catch(() => undefined)
    expect(deps.openNetError).toHaveBeenCalledTimes(1)
    expect(deps.hideLoading).toHaveBeenCalled()
  })

  it('waits while a screen shows kept data, and opens later (once) for a screen with none', async () => {
    let keptScreen = true
    const { client, deps } = setup({ isOffline: async () => true, shouldOpenNetError: () => !keptScreen })
    await expect(client.request('b2b', 'x')).rejects.toMatchObject({ isNetworkError: true })
    expect(deps.openNetError).not.toHaveBeenCalled()
    keptScreen = false
    await client.request('b2b', 'y').catch(() => undefined)
    await client.request('b2b', 'z').catch(() => undefined)
    expect(deps.openNetError).toHaveBeenCalledTimes(1)
  })

  it('openNetErrorOnce (a kept screen with nothing kept) opens the page once, whatever the screen', () => {
    const { client, deps } = setup({ shouldOpenNetError: () => false })
    client.openNetErrorOnce()
    client.openNetErrorOnce()
    expect(deps.openNetError).toHaveBeenCalledTimes(1)
  })

  it('a timeout rejects without opening the network-error page', async () => {
    const { client, fake, deps } = setup()
    const a = client.request('b2b', 'x')
    await flush()
    fake.last().fail({ kind: 'timeout', message: 'timeout' })
    await expect(a).rejects.toMatchObject({ isNetworkError: true, Msg: '请求超时，请稍后重试' })
    expect(deps.openNetError).not.toHaveBeenCalled()
  })

  it('online: sends normally', async () => {
    const { client, fake } = setup({ isOffline: async () => false })
    client.request('b2b', 'x')
    await flush()
    expect(fake.calls).toHaveLength(1)
  })

  it('loading option shows the overlay and hides it after success', async () => {
    const { client, fake, deps } = setup()
    const pending = client.request('b2b', 'x', {}, { loading: '提交中' })
    expect(deps.showLoading).toHaveBeenCalledWith('提交中')
    await flush()
    fake.last().respond(200, ok())
    await pending
    expect(deps.hideLoading).toHaveBeenCalledTimes(1)
  })
})

describe('module-level request', () => {
  afterEach(() => setActiveHttpClient(null))

  it('rejects before a client is installed', async () => {
    await expect(request('b2b', 'x')).rejects.toMatchObject({ Code: '-1' } as Partial<ApiFailure>)
    expect(abortByKey('k')).toBe(0)
  })

  it('uses the installed client', async () => {
    const { client, fake } = setup()
    setActiveHttpClient(client)
    const pending = request('b2b', 'x')
    await flush()
    fake.last().respond(200, ok(1))
    await expect(pending).resolves.toMatchObject({ Data: 1 })
  })
})
