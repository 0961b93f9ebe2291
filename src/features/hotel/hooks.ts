import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import { hotelApiOf, hotelFlowOf } from './stores/hotelFlow'

/** The root store, the hotel flow of this run and the hotel api: what every hotel screen starts from. */
export function useHotel(): { root: RootStore; flow: ReturnType<typeof hotelFlowOf>; api: ReturnType<typeof hotelApiOf> } {
  const root = useStores()
  return { root, flow: hotelFlowOf(root), api: hotelApiOf(root) }
}
