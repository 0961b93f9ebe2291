import { todayWire } from '@/core/format'
import type { RootStore } from '@/stores/root'
import { createFlightApi, type FlightApi } from '../api/flightApi'
import { FlightFlowStore } from './FlightFlowStore'

const flows = new WeakMap<RootStore, FlightFlowStore>()

/** The flight booking run of the app (one per root store). */
export function flightFlowOf(root: RootStore): FlightFlowStore {
  let flow = flows.get(root)
  if (!flow) {
    flow = new FlightFlowStore(todayWire())
    flows.set(root, flow)
  }
  return flow
}

export const flightApiOf = (root: RootStore): FlightApi => createFlightApi(root.request)
