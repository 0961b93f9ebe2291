import type {
  CreateFlightOrderData, CreateFlightOrderRequest, FlightOrderDetail, FlightRefundQuote, GetFlightCitiesData, QueryFlightListData,
  QueryFlightListRequest, QuerySeatListData, QuerySeatListRequest, RefundFlightOrderData, RefundFlightOrderRequest, FlightChangeQuote,
  FlightChangeQuoteRequest, ChangeFlightOrderRequest, ChangeFlightOrderData, ModifyFlightPassengerRequest, ModifyFlightPassengerData,
  AcceptFlightChangeData, QueryLowestFaresData,
} from '@api/flight'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export const FLIGHT_LIST_ABORT_KEY = 'flightList'

/** Every flight call of the app: b2b Flight/* (types/api/flight.ts). Writes carry a reqId header. */
export type FlightApi = {
  cities(isInternational?: boolean): Promise<GetFlightCitiesData>
  flights(body: QueryFlightListRequest): Promise<QueryFlightListData>
  seats(body: QuerySeatListRequest): Promise<QuerySeatListData>
  /** Each day's lowest economy fare of a city pair (fare calendar). */
  lowestFares(from: string, to: string, first: string, last: string): Promise<Record<string, number | null>>
  createOrder(body: CreateFlightOrderRequest, reqId: string): Promise<CreateFlightOrderData>
  orderDetail(orderNo: string): Promise<FlightOrderDetail>
  cancelOrder(body: RefundFlightOrderRequest, reqId: string): Promise<RefundFlightOrderData>
  refundQuote(orderNo: string, seqs?: number[], passengerIds?: number[]): Promise<FlightRefundQuote>
  refund(body: RefundFlightOrderRequest, reqId: string): Promise<RefundFlightOrderData>
  changeQuote(body: FlightChangeQuoteRequest): Promise<FlightChangeQuote>
  change(body: ChangeFlightOrderRequest, reqId: string): Promise<ChangeFlightOrderData>
  modifyPassenger(body: ModifyFlightPassengerRequest, reqId: string): Promise<ModifyFlightPassengerData>
  acceptChange(orderNo: string, seq: number): Promise<AcceptFlightChangeData>
}

export function createFlightApi(request: RequestFn): FlightApi {
  const call = <T>(name: string, body: object, options = {}) => dataOf(request<T>('b2b', `Flight/${name}`, body, options))
  return {
    cities: (IsInternational) => call<GetFlightCitiesData>('GetFlightCities', IsInternational === undefined ? {} : { IsInternational }),
    flights: (body) => call<QueryFlightListData>('QueryFlightList', body, { acceptCodes: [RESULT_CODE.noResult], abortKey: FLIGHT_LIST_ABORT_KEY, abortDuplicate: true }),
    seats: (body) => call<QuerySeatListData>('QuerySeatList', body),
    lowestFares: async (DepartCityCode, ArriveCityCode, StartDate, EndDate) => {
      const data = await call<QueryLowestFaresData>('QueryLowestFares', { DepartCityCode, ArriveCityCode, StartDate, EndDate })
      return Object.fromEntries(data.Days.map((d) => [d.Date, d.LowestFareFen]))
    },
    createOrder: (body, reqId) => call<CreateFlightOrderData>('CreateOrder', body, { headers: { reqId }, loading: '正在提交订单...' }),
    orderDetail: (OrderNo) => call<FlightOrderDetail>('GetOrderDetail', { OrderNo }),
    cancelOrder: (body, reqId) => call<RefundFlightOrderData>('CancelOrder', body, { headers: { reqId }, loading: '正在取消...' }),
    refundQuote: (OrderNo, Seqs, PassengerIds) =>
      call<FlightRefundQuote>('GetRefundQuote', { OrderNo, ...(Seqs && Seqs.length > 0 ? { Seqs } : {}), ...(PassengerIds && PassengerIds.length > 0 ? { PassengerIds } : {}) }),
    refund: (body, reqId) => call<RefundFlightOrderData>('RefundOrder', body, { headers: { reqId }, loading: '正在退票...' }),
    changeQuote: (body) => call<FlightChangeQuote>('GetChangeQuote', body),
    change: (body, reqId) => call<ChangeFlightOrderData>('ChangeOrder', body, { headers: { reqId }, loading: '正在改签...' }),
    modifyPassenger: (body, reqId) => call<ModifyFlightPassengerData>('ModifyPassenger', body, { headers: { reqId }, loading: '正在提交...' }),
    acceptChange: (OrderNo, Seq) => call<AcceptFlightChangeData>('AcceptFlightChange', { OrderNo, Seq }),
  }
}

/** The fare calendar's source for a city pair: the lowest economy fare per day, kept per route. */
export const flightFareSource = (api: FlightApi, from: string, to: string) => ({
  key: `flight:${from}-${to}`,
  load: (first: string, last: string) => api.lowestFares(from, to, first, last),
})
