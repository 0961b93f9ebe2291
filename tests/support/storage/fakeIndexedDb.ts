import type { IdbDatabaseLike, IdbFactoryLike, IdbObjectStoreLike, IdbOpenRequestLike, IdbRequestLike } from '@/core/storage/indexedDbStore'

/** An in-memory stand-in for the small part of IndexedDB the big-value store uses. */
export function createFakeIndexedDb(options: { failOpen?: boolean } = {}) {
  const databases = new Map<string, Map<string, Map<string, unknown>>>()
  const opened: string[] = []

  const request = <T>(produce: () => T): IdbRequestLike<T> => {
    const req: IdbRequestLike<T> = { result: undefined as T, error: null, onsuccess: null, onerror: null }
    setTimeout(() => {
      try {
        req.result = produce()
        req.onsuccess?.()
      } catch (error) {
        req.error = error
        req.onerror?.()
      }
    }, 0)
    return req
  }

  const factory: IdbFactoryLike = {
    open(name) {
      opened.push(name)
      const isNew = !databases.has(name)
      if (isNew) databases.set(name, new Map())
      const stores = databases.get(name) as Map<string, Map<string, unknown>>
      const db: IdbDatabaseLike = {
        objectStoreNames: { contains: (storeName) => stores.has(storeName) },
        createObjectStore: (storeName) => stores.set(storeName, new Map()),
        transaction(storeName) {
          const data = stores.get(storeName)
          if (!data) throw new Error(`NotFoundError: ${storeName}`)
          const store: IdbObjectStoreLike = {
            get: (key) => request(() => (data.has(key) ? JSON.parse(JSON.stringify(data.get(key))) : undefined)),
            put: (value, key) => request(() => void data.set(key, JSON.parse(JSON.stringify(value)))),
            delete: (key) => request(() => void data.delete(key)),
          }
          return { objectStore: () => store }
        },
      }
      const req: IdbOpenRequestLike = { result: db, error: null, onsuccess: null, onerror: null, onupgradeneeded: null }
      setTimeout(() => {
        if (options.failOpen) {
          req.error = new Error('blocked')
          req.onerror?.()
          return
        }
        if (isNew) req.onupgradeneeded?.()
        req.onsuccess?.()
      }, 0)
      return req
    },
  }
  return { factory, databases, opened }
}
