import { AppStorage } from './appStorage'
import { createIndexedDbStore, idbDatabaseName } from './indexedDbStore'
import { createMemoryBackend } from './memoryBackend'
import { jsonBytes, utf8Bytes } from './size'
import { createFakeIndexedDb } from '@test/storage/fakeIndexedDb'

const MB = 1024 * 1024
const bigText = (bytes: number) => 'a'.repeat(bytes)

function setup(withIdb = true, initial: Record<string, unknown> = {}) {
  const backend = createMemoryBackend(initial)
  const idb = createFakeIndexedDb()
  const bigStore = withIdb ? createIndexedDbStore({ factory: idb.factory, dbName: idbDatabaseName('tripwise'), storeName: 'globalData' }) : undefined
  const logger = { warn: jest.fn(), info: jest.fn() }
  const storage = new AppStorage({ backend, bigStore, logger })
  return { storage, backend, idb, logger, bigStore }
}

describe('sizes', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Bytes('ab')).toBe(2)
    expect(utf8Bytes('北京')).toBe(6)
    expect(utf8Bytes('😀')).toBe(4)
    expect(jsonBytes({ a: '北' })).toBe(utf8Bytes('{"a":"北"}'))
    expect(jsonBytes(undefined)).toBe(0)
  })
})

describe('AppStorage', () => {
  it('small values are read and written synchronously', () => {
    const { storage, backend } = setup()
    expect(storage.set('settings', { isLogin: true })).toBe('local')
    expect(storage.get('settings')).toEqual({ isLogin: true })
    expect(backend.data.get('settings')).toEqual({ isLogin: true })
    storage.remove('settings')
    expect(storage.get('settings')).toBeUndefined()
  })

  it('a value of exactly 1 MB of JSON stays local; above 1 MB it goes to IndexedDB tripwiseDB/globalData', async () => {
    const { storage, backend, idb } = setup()
    const atLimit = bigText(MB - 2) // JSON adds the two quotes
    expect(await storage.setAsync('edge', atLimit)).toBe('local')
    const big = bigText(MB)
    expect(await storage.setAsync('cities', big)).toBe('big')
    expect(idb.opened).toEqual(['tripwiseDB'])
    expect(idb.databases.get('tripwiseDB')?.get('globalData')?.get('cities')).toBe(big)
    expect(backend.data.get('cities')).toEqual({ __bigValue: true, bytes: MB + 2 })
    expect(await storage.getAsync('cities')).toBe(big)
  })

  it('the sync get of a big value logs and returns undefined; getAsync reads it', async () => {
    const { storage, logger } = setup()
    await storage.setAsync('cities', bigText(MB + 10))
    expect(storage.get('cities')).toBeUndefined()
    expect(logger.info).toHaveBeenCalled()
    expect(await storage.getAsync('cities')).toHaveLength(MB + 10)
  })

  it('the sync set hands a big value to IndexedDB in the background', async () => {
    const { storage } = setup()
    expect(storage.set('cities', bigText(2 * MB))).toBe('big')
    // The write happens in the background: wait for it however slow the machine is.
    let stored: unknown
    for (let i = 0; i < 1000 && stored === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      stored = await storage.getAsync('cities')
    }
    expect(stored).toHaveLength(2 * MB)
  })

  it('without IndexedDB (mini-programs) a big value is refused with a warning', async () => {
    const { storage, logger, backend } = setup(false)
    expect(await storage.setAsync('cities', bigText(MB + 1))).toBe('refused')
    expect(storage.set('cities', bigText(MB + 1))).toBe('refused')
    expect(backend.data.has('cities')).toBe(false)
    expect(logger.warn).toHaveBeenCalled()
  })

  it('keeps local storage under 5 MB: the overflow goes to IndexedDB, or is refused without it', async () => {
    const part = bigText(MB - 100)
    const withIdb = setup()
    for (let i = 0; i < 5; i += 1) expect(await withIdb.storage.setAsync(`k${i}`, part)).toBe('local')
    expect(await withIdb.storage.setAsync('k5', part)).toBe('big')
    expect(withIdb.storage.localBytes()).toBeLessThanOrEqual(5 * MB)

    const without = setup(false)
    for (let i = 0; i < 5; i += 1) without.storage.set(`k${i}`, part)
    expect(without.storage.set('k5', part)).toBe('refused')
    expect(without.storage.localBytes()).toBeLessThanOrEqual(5 * MB)
  })

  it('rewriting a key counts its new size, not both', () => {
    const { storage } = setup(false)
    const part = bigText(MB - 100)
    for (let i = 0; i < 6; i += 1) expect(storage.set('same', part)).toBe('local')
  })

  it('warns on the console when all cached data passes 10 MB', async () => {
    const { storage, logger } = setup()
    for (let i = 0; i < 4; i += 1) await storage.setAsync(`big${i}`, bigText(2 * MB))
    expect(logger.warn).not.toHaveBeenCalled()
    await storage.setAsync('big4', bigText(2 * MB + 100))
    expect(storage.totalBytes()).toBeGreaterThan(10 * MB)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('10 MB'))
  })

  it('missing cached data is logged to the console only', async () => {
    const { storage, logger } = setup(true, { cities: { __bigValue: true, bytes: 5 } })
    await expect(storage.getAsync('cities')).resolves.toBeUndefined()
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('missing'))
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('a small write replaces a big value and removes it from IndexedDB', async () => {
    const { storage, idb } = setup()
    await storage.setAsync('cities', bigText(MB + 1))
    storage.set('cities', ['北京'])
    await until(() => idb.databases.get('tripwiseDB')?.get('globalData')?.has('cities') === false)
    expect(storage.get('cities')).toEqual(['北京'])
    expect(idb.databases.get('tripwiseDB')?.get('globalData')?.has('cities')).toBe(false)
  })

  it('remove() clears a big value from both places', async () => {
    const { storage, idb, backend } = setup()
    await storage.setAsync('cities', bigText(MB + 1))
    storage.remove('cities')
    await until(() => idb.databases.get('tripwiseDB')?.get('globalData')?.has('cities') === false)
    expect(backend.data.has('cities')).toBe(false)
    expect(idb.databases.get('tripwiseDB')?.get('globalData')?.has('cities')).toBe(false)
    expect(storage.totalBytes()).toBe(0)
  })

  it('counts what is already stored at start, including big-value markers', () => {
    const { storage } = setup(true, { a: 'xx', cities: { __bigValue: true, bytes: 3 * MB } })
    expect(storage.totalBytes()).toBeGreaterThan(3 * MB)
  })

  it('an IndexedDB that cannot open makes setAsync reject and getAsync log', async () => {
    const idb = createFakeIndexedDb({ failOpen: true })
    const logger = { warn: jest.fn(), info: jest.fn() }
    const storage = new AppStorage({
      backend: createMemoryBackend({ cities: { __bigValue: true, bytes: 5 } }),
      bigStore: createIndexedDbStore({ factory: idb.factory, dbName: 'tripwiseDB', storeName: 'globalData' }),
      logger,
    })
    await expect(storage.setAsync('x', bigText(MB + 1))).rejects.toBeTruthy()
    await expect(storage.getAsync('cities')).resolves.toBeUndefined()
    expect(logger.info).toHaveBeenCalled()
  })
})

/** Waits for a background write however slow the machine is (10 s at most). */
async function until(isDone: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !isDone(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}
