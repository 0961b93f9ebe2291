import { LoadState } from './LoadState'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('LoadState', () => {
  it('goes loading -> ready and applies the value', async () => {
    const state = new LoadState()
    const d = deferred<number>()
    let applied = 0
    const run = state.run(() => d.promise, (v) => (applied = v))
    expect(state.status).toBe('loading')
    d.resolve(3)
    await expect(run).resolves.toBe(true)
    expect(state.status).toBe('ready')
    expect(applied).toBe(3)
  })

  it('a failed first load is an error with the server Msg', async () => {
    const state = new LoadState()
    await state.run(() => Promise.reject({ Code: '5001', Msg: '服务繁忙' }), () => undefined)
    expect(state.status).toBe('error')
    expect(state.errorMessage).toBe('服务繁忙')
  })

  it('uses its fallback message for errors without Msg', async () => {
    const state = new LoadState('行程加载失败')
    await state.run(() => Promise.reject(new Error('x')), () => undefined)
    expect(state.errorMessage).toBe('行程加载失败')
  })

  it('a failed refresh keeps the data shown and reports the message', async () => {
    const state = new LoadState()
    await state.run(() => Promise.resolve(1), () => undefined)
    const d = deferred<number>()
    const run = state.run(() => d.promise, () => undefined)
    expect(state.status).toBe('ready')
    expect(state.isRefreshing).toBe(true)
    d.reject({ Msg: '网络不给力' })
    await run
    expect(state.status).toBe('ready')
    expect(state.isRefreshing).toBe(false)
    expect(state.errorMessage).toBe('网络不给力')
  })

  it('only the latest run applies its result', async () => {
    const state = new LoadState()
    const slow = deferred<string>()
    const fast = deferred<string>()
    const seen: string[] = []
    const first = state.run(() => slow.promise, (v) => seen.push(v))
    const second = state.run(() => fast.promise, (v) => seen.push(v))
    fast.resolve('new')
    slow.resolve('old')
    expect(await first).toBe(false)
    expect(await second).toBe(true)
    expect(seen).toEqual(['new'])
  })

  it('an aborted call leaves no error', async () => {
    const state = new LoadState()
    await state.run(() => Promise.reject({ isAborted: true, Msg: 'abort' }), () => undefined)
    expect(state.errorMessage).toBe('')
    expect(state.status).toBe('idle')
  })
})
