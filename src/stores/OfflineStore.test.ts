import { fakeClock, memoryStorage } from '@test/stores/fakes'
import { OfflineStore, syncKeptStorage } from './OfflineStore'

const offline = { Code: '-1', Msg: '网络异常，请检查网络后重试', isNetworkError: true }

function setup(member = 'M1') {
  const storage = memoryStorage()
  const clock = fakeClock(Date.parse('2026-11-24T08:00:00Z'))
  const openNetError = jest.fn()
  let memberId = member
  const store = new OfflineStore({ storage: syncKeptStorage(storage), memberKey: () => memberId, clock, openNetError })
  return { store, storage, clock, openNetError, switchTo: (id: string) => (memberId = id) }
}

describe('OfflineStore', () => {
  it('keeps a fresh answer and gives it back, with its time, when the network is gone', async () => {
    const { store, clock } = setup()
    expect(await store.load('trips', async () => ['T1'])).toEqual({ value: ['T1'], savedAt: null })
    const savedAt = clock.now()
    await new Promise((r) => setTimeout(r, 0))
    clock.advance(60_000)
    expect(await store.load('trips', () => Promise.reject(offline))).toEqual({ value: ['T1'], savedAt })
    expect(store.hasShownKept).toBe(true)
    await store.load('trips', async () => ['T2'])
    expect(store.hasShownKept).toBe(false)
  })

  it('a refusal by the server is not hidden behind kept data', async () => {
    const { store } = setup()
    await store.load('trips', async () => ['T1'])
    await expect(store.load('trips', () => Promise.reject({ Code: '4001', Msg: '参数错误' }))).rejects.toMatchObject({ Code: '4001' })
  })

  it('with nothing kept it fails as before and opens the network-error page', async () => {
    const { store, openNetError } = setup()
    await expect(store.load('trips', () => Promise.reject(offline))).rejects.toMatchObject({ isNetworkError: true })
    expect(openNetError).toHaveBeenCalledTimes(1)
  })

  it('is loading kept data only while a kept load runs (the request layer then waits)', async () => {
    const { store } = setup()
    let finish: (v: string[]) => void = () => undefined
    const pending = store.load('trips', () => new Promise<string[]>((r) => (finish = r)))
    expect(store.isLoadingKept).toBe(true)
    finish(['T1'])
    await pending
    expect(store.isLoadingKept).toBe(false)
  })

  it("keeps each member's data apart and forgets all of it on logout", async () => {
    const { store, storage, switchTo } = setup()
    await store.keep('trips', ['mine'])
    switchTo('M2')
    expect(await store.read('trips')).toBeUndefined()
    await store.keep('trips', ['theirs'])
    store.clear()
    await new Promise((r) => setTimeout(r, 0))
    expect([...storage.data.keys()].filter((k) => k.startsWith('kept'))).toEqual([])
  })
})
