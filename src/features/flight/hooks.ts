import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import type { FlightApi } from './api/flightApi'
import type { FlightFlowStore } from './stores/FlightFlowStore'
import type { FlightRebookStore } from './stores/FlightRebookStore'
import { flightApiOf, flightFlowOf, flightRebookOf } from './stores/flightFlow'

/** The root store, the flight booking run and the flight api: what every flight screen starts from. */
export function useFlight(): { root: RootStore; flow: FlightFlowStore; api: FlightApi } {
  const root = useStores()
  return { root, flow: flightFlowOf(root), api: flightApiOf(root) }
}

/** The root store and the 改签 run its rebook pages share. */
export function useRebook(): { root: RootStore; rebook: FlightRebookStore } {
  const root = useStores()
  return { root, rebook: flightRebookOf(root) }
}
