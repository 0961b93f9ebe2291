import type { TravelInformationData } from '@api/orderInfo'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** common api/order/GetTravelInformation: the order's travellers and contacts (decision 0289). */
export function fetchTravelInformation(request: RequestFn, orderNo: string): Promise<TravelInformationData> {
  return dataOf(request<TravelInformationData>('common', 'api/order/GetTravelInformation', { OrderNo: orderNo }))
}
