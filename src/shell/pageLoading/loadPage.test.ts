import { loadPage, type PageLoadView } from './loadPage'

const timing = { delay: 200, timeout: 60000 }

function recorder() {
  const events: string[] = []
  let retry: (() => void) | undefined
  const view: PageLoadView = {
    loading: () => events.push('loading'),
    failed: (again) => {
      events.push('failed')
      retry = again
    },
    done: () => events.push('done'),
  }
  return { events, view, retry: () => retry?.() }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('a page that loads within 200 ms never shows the loading view', async () => {
  const r = recorder()
  const page = deferred<string>()
  const result = loadPage(() => page.promise, r.view, timing)
  jest.advanceTimersByTime(199)
  page.resolve('page')
  await expect(result).resolves.toBe('page')
  jest.advanceTimersByTime(120000)
  expect(r.events).toEqual(['done'])
})

test('the loading view appears at 200 ms and goes when the page arrives', async () => {
  const r = recorder()
  const page = deferred<string>()
  const result = loadPage(() => page.promise, r.view, timing)
  jest.advanceTimersByTime(199)
  expect(r.events).toEqual([])
  jest.advanceTimersByTime(1)
  expect(r.events).toEqual(['loading'])
  page.resolve('page')
  await expect(result).resolves.toBe('page')
  expect(r.events).toEqual(['loading', 'done'])
})

test('a load still pending after 60 s shows the failure view; 重试 loads again', async () => {
  const r = recorder()
  const attempts = [deferred<string>(), deferred<string>()]
  let calls = 0
  const result = loadPage(() => attempts[calls++].promise, r.view, timing)
  jest.advanceTimersByTime(59999)
  expect(r.events).toEqual(['loading'])
  jest.advanceTimersByTime(1)
  expect(r.events).toEqual(['loading', 'failed'])
  r.retry()
  expect(calls).toBe(2)
  attempts[1].resolve('second')
  await expect(result).resolves.toBe('second')
  expect(r.events).toEqual(['loading', 'failed', 'done'])
})

test('a failed load shows the failure view at once, and nothing more until 重试', async () => {
  const r = recorder()
  let calls = 0
  const result = loadPage(() => (++calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve('ok')), r.view, timing)
  await flush()
  expect(r.events).toEqual(['failed'])
  jest.advanceTimersByTime(120000)
  expect(r.events).toEqual(['failed'])
  r.retry()
  await expect(result).resolves.toBe('ok')
  expect(r.events).toEqual(['failed', 'done'])
})

test('a load that throws synchronously counts as a failure', async () => {
  const r = recorder()
  loadPage(() => {
    throw new Error('boom')
  }, r.view, timing)
  await flush()
  expect(r.events).toEqual(['failed'])
})

test('a slow load arriving after the timeout still shows the page', async () => {
  const r = recorder()
  const page = deferred<string>()
  const result = loadPage(() => page.promise, r.view, timing)
  jest.advanceTimersByTime(60000)
  expect(r.events).toEqual(['loading', 'failed'])
  page.resolve('late')
  await expect(result).resolves.toBe('late')
  expect(r.events).toEqual(['loading', 'failed', 'done'])
})
