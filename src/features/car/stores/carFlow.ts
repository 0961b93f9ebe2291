import type { RootStore } from '@/stores/root'
import { createCarApi, type CarApi } from '../api/carApi'
import { CarMapStore } from './CarMapStore'

const maps = new WeakMap<RootStore, CarMapStore>()

export const carApiOf = (root: RootStore): CarApi => createCarApi(root.request)

/** The car map state of the app run (one per root store): the home screen and the place and city pickers share it. */
export function carMapOf(root: RootStore): CarMapStore {
  let map = maps.get(root)
  if (!map) {
    map = new CarMapStore(carApiOf(root), (message) => root.ui.toast(message))
    maps.set(root, map)
  }
  return map
}
