import { useStore } from '../shared/hooks/useStore'
import { useHotel } from './hooks'
import { HotelSearchStore } from './stores/HotelSearchStore'

/** The search store of the index and city screens, wired to the app's stores. */
export function useSearchStore(): HotelSearchStore {
  const { root, flow, api } = useHotel()
  return useStore(
    () =>
      new HotelSearchStore({
        api,
        flow,
        history: root.searchCache,
        settings: root.settings,
        clock: { now: () => Date.now() },
        toast: (message) => root.ui.toast(message),
      }),
  )
}
