import type { GetFrequentLinesData } from '@api/traffic'
import type { GetFlightCitiesData } from '@api/flight'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** b2b Order/GetFrequentLines (decision 0341) and the domestic cities of b2b Flight/GetFlightCities. */
export type TrafficApi = {
  frequentLines(): Promise<GetFrequentLinesData>
  cities(): Promise<GetFlightCitiesData>
}

export function createTrafficApi(request: RequestFn): TrafficApi {
  return {
    frequentLines: () => dataOf(request<GetFrequentLinesData>('b2b', 'Order/GetFrequentLines', {}, { acceptCodes: [RESULT_CODE.noResult] })),
    cities: () => dataOf(request<GetFlightCitiesData>('b2b', 'Flight/GetFlightCities', { IsInternational: false })),
  }
}
