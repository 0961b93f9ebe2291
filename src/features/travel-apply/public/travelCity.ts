/** 选择出差城市 as a picker other screens open: the request, the answer and the hook that takes it. */
import type { TravelCity } from '@api/subsidy'
import { useShown } from '../../shared/hooks/useShown'
import { openRoute } from '../../shared/navigation'
import { sessionsPer } from '../../shared/stores/PickSession'

export type TravelCityRequest = { title?: string; selected?: string }

export const travelCitySession = sessionsPer<TravelCityRequest, TravelCity>()

/** Opens bill/travelCity for `purpose` (one per field: 'daily-city', 'leg-2-to', ...). */
export function openTravelCityPicker(root: object, purpose: string, request: TravelCityRequest = {}): void {
  travelCitySession(root).open(purpose, request)
  openRoute('bill/travelCity', request.selected ? { selected: request.selected } : {})
}

/** Calls onPicked with the city chosen for `purpose` when the form is shown again. */
export function useTravelCityPick(root: object, purpose: string | readonly string[], onPicked: (city: TravelCity, purpose: string) => void): void {
  useShown(() => {
    for (const p of typeof purpose === 'string' ? [purpose] : purpose) {
      const city = travelCitySession(root).take(p)
      if (city) onPicked(city, p)
    }
  })
}
