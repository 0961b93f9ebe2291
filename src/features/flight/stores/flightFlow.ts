import { todayWire } from '@/core/format'
import type { RootStore } from '@/stores/root'
import { createFlightApi, type FlightApi } from '../api/flightApi'
import { createReqId } from '@/core/http/ids'
import { FlightFlowStore } from './FlightFlowStore'
import { FlightRebookStore } from './FlightRebookStore'

const flows = new WeakMap<RootStore, FlightFlowStore>()

/** The flight booking run of the app (one per root store). */
export function flightFlowOf(root: RootStore): FlightFlowStore {
  let flow = flows.get(root)
  if (!flow) {
    flow = new FlightFlowStore(todayWire(), () => root.searchCache.history.flight)
    flows.set(root, flow)
  }
  return flow
}

export const flightApiOf = (root: RootStore): FlightApi => createFlightApi(root.request)

const rebooks = new WeakMap<RootStore, FlightRebookStore>()

/** The 改签 run of the app (one per root store), shared by the rebook pages. */
export function flightRebookOf(root: RootStore): FlightRebookStore {
  let rebook = rebooks.get(root)
  if (!rebook) {
    rebook = new FlightRebookStore({ api: flightApiOf(root), createReqId: () => createReqId() })
    rebooks.set(root, rebook)
  }
  return rebook
}
