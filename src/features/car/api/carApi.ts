import type {
  CancelCarOrderData, CancelCarOrderRequest, ConvertCoordinateData, DriverNearByCarData, GetCancelConsumeData, GetCancelReasonDescData, GetCarCityListData,
  HideRecommendAddressRequest, QueryCarFlightData, QueryCarFlightRequest, PoiPlaceTextData, RePushDidiMemberData, PoiPlaceTextRequest, QueryOrderExtData, QueryPriceData, QueryPriceRequest,
  SearchGeocodeReGeoData, SearchGeocodeReGeoRequest, SubmitCarOrderData, SubmitCarOrderRequest, ValidTravelStandardData,
  ValidTravelStandardRequest,
} from '@api/car'
import type { ApiResult } from '@/core/http/types'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

const NO_RESULT = { acceptCodes: [RESULT_CODE.noResult] }

/** Every car call of the app (types/api/car.ts; module car, all POST). Creating writes carry a reqId header. */
export type CarApi = {
  /** The raw envelope: the caller applies the spec's error rules (reverseGeocode.ts). */
  geocode(body: SearchGeocodeReGeoRequest): Promise<ApiResult<SearchGeocodeReGeoData | null>>
  searchPlaces(body: PoiPlaceTextRequest): Promise<PoiPlaceTextData>
  cities(): Promise<GetCarCityListData>
  convertFromGps(lon: number, lat: number): Promise<ConvertCoordinateData>
  hideRecommend(body: HideRecommendAddressRequest): Promise<unknown>
  /** 航班动态 for 接机/送机; none found: Flights [] (2000). */
  flights(body: QueryCarFlightRequest): Promise<QueryCarFlightData>
  quote(body: QueryPriceRequest): Promise<QueryPriceData>
  validStandard(body: ValidTravelStandardRequest): Promise<ValidTravelStandardData>
  submit(body: SubmitCarOrderRequest, reqId: string): Promise<SubmitCarOrderData>
  nearbyCars(lon: number, lat: number): Promise<DriverNearByCarData>
  order(orderNo: string): Promise<QueryOrderExtData>
  cancelConsume(orderNo: string): Promise<GetCancelConsumeData>
  cancelReasons(): Promise<GetCancelReasonDescData>
  cancel(body: CancelCarOrderRequest, reqId: string): Promise<CancelCarOrderData>
  rePushDidi(): Promise<RePushDidiMemberData>
}

export function createCarApi(request: RequestFn): CarApi {
  const call = <T>(path: string, body: object, options = {}) => dataOf(request<T>('car', path, body, options))
  return {
    geocode: (body) => request<SearchGeocodeReGeoData | null>('car', 'api/guide/SearchGeocodeReGeo', body, { abortKey: 'carGeocode', abortDuplicate: true }),
    searchPlaces: (body) => call<PoiPlaceTextData>('api/guide/POIPlaceText', body, { ...NO_RESULT, abortDuplicate: true }),
    cities: () => call<GetCarCityListData>('api/tc/GetCityList', {}),
    convertFromGps: (Lon, Lat) => call<ConvertCoordinateData>('api/guide/ConvertCoordinate', { From: 'wgs84', CoordinateList: [{ Lon, Lat }] }),
    hideRecommend: (body) => call<unknown>('api/guide/HideRecommendAddress', body),
    flights: (body) => call<QueryCarFlightData>('api/flight/QueryFlight', body, NO_RESULT),
    quote: (body) => call<QueryPriceData>('api/order/QueryPrice', body, { abortDuplicate: true }),
    validStandard: (body) => call<ValidTravelStandardData>('api/order/ValidTravelStandard', body),
    submit: (body, reqId) => call<SubmitCarOrderData>('api/order/SubmitOrderNew', body, { headers: { reqId }, loading: '正在呼叫车辆...' }),
    nearbyCars: (Longitude, Latitude) => call<DriverNearByCarData>('api/driver/DriverNearByCar', { Longitude, Latitude }),
    order: (OrderNo) => call<QueryOrderExtData>('api/order/QueryOrderExt', { OrderNo }),
    cancelConsume: (OrderNo) => call<GetCancelConsumeData>('api/order/GetCancelConsume', { OrderNo }),
    cancelReasons: () => call<GetCancelReasonDescData>('api/order/GetCancelReasonDesc', {}),
    cancel: (body, reqId) => call<CancelCarOrderData>('api/order/CancelOrder', body, { headers: { reqId }, loading: '正在取消...' }),
    rePushDidi: () => call<RePushDidiMemberData>('api/didi/RePushDidiMember', {}),
  }
}
