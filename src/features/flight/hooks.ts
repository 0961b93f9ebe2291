import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import type { FlightApi } from './api/flightApi'
import type { FlightFlowStore } from './stores/FlightFlowStore'
import { flightApiOf, flightFlowOf } from './stores/flightFlow'

/** The root store, the flight booking run and the flight api: what every flight screen starts from. */
export function useFlight(): { root: RootStore; flow: FlightFlowStore; api: FlightApi } {
  const root = useStores()
  return { root, flow: flightFlowOf(root), api: flightApiOf(root) }
}
