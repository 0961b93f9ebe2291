import Taro from '@tarojs/taro'
import { APP, CACHE_LIMITS } from '../constants'
import { isH5Build } from '../platform/env'
import { AppStorage } from './appStorage'
import type { IdbFactoryLike } from './indexedDbStore'
import { createIndexedDbStore, idbDatabaseName } from './indexedDbStore'
import type { SyncBackend } from './types'

export const taroBackend: SyncBackend = {
  get: (key) => Taro.getStorageSync(key),
  set: (key, value) => Taro.setStorageSync(key, value),
  remove: (key) => Taro.removeStorageSync(key),
  keys: () => Taro.getStorageInfoSync().keys,
}

/** The app's storage: Taro storage, plus IndexedDB for big values on H5. */
export function createDefaultStorage<Schema extends Record<string, unknown> = Record<string, unknown>>(): AppStorage<Schema> {
  const factory = isH5Build() && typeof indexedDB !== 'undefined' ? (indexedDB as unknown as IdbFactoryLike) : null
  const bigStore = factory
    ? createIndexedDbStore({ factory, dbName: idbDatabaseName(APP.product), storeName: CACHE_LIMITS.idbStoreName })
    : undefined
  return new AppStorage<Schema>({ backend: taroBackend, bigStore })
}
