import type { BigValueStore } from './types'

/** The parts of the IndexedDB API used here (a fake can implement just these). */
export type IdbRequestLike<T> = {
  result: T
  error: unknown
  onsuccess: ((event?: unknown) => void) | null
  onerror: ((event?: unknown) => void) | null
}
export type IdbOpenRequestLike = IdbRequestLike<IdbDatabaseLike> & { onupgradeneeded: ((event?: unknown) => void) | null }
export type IdbObjectStoreLike = {
  get(key: string): IdbRequestLike<unknown>
  put(value: unknown, key: string): IdbRequestLike<unknown>
  delete(key: string): IdbRequestLike<unknown>
}
export type IdbDatabaseLike = {
  objectStoreNames: { contains(name: string): boolean }
  createObjectStore(name: string): unknown
  transaction(storeName: string, mode: 'readonly' | 'readwrite'): { objectStore(name: string): IdbObjectStoreLike }
}
export type IdbFactoryLike = { open(name: string, version?: number): IdbOpenRequestLike }

export function idbDatabaseName(product: string): string {
  return `${product}DB`
}

/** Big values in IndexedDB: database `{product}DB`, object store `globalData`, keyed by storage key. */
export function createIndexedDbStore(options: {
  factory: IdbFactoryLike
  dbName: string
  storeName: string
}): BigValueStore {
  let opening: Promise<IdbDatabaseLike> | null = null
  const open = () => {
    if (!opening) {
      opening = new Promise<IdbDatabaseLike>((resolve, reject) => {
        const request = options.factory.open(options.dbName, 1)
        request.onupgradeneeded = () => {
          const db = request.result
          if (!db.objectStoreNames.contains(options.storeName)) db.createObjectStore(options.storeName)
        }
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      opening.catch(() => {
        opening = null
      })
    }
    return opening
  }
  const run = async <T>(mode: 'readonly' | 'readwrite', act: (store: IdbObjectStoreLike) => IdbRequestLike<T>) => {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(options.storeName, mode).objectStore(options.storeName))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  }
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key))
    },
    remove: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
  }
}
