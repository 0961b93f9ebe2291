import type {
  ApplyEarlyDepartureData, ApplyEarlyDepartureRequest, ApplyHotelInvoiceData, ApplyHotelInvoiceRequest, CancelHotelOrderData,
  CancelHotelOrderRequest, CreateHotelOrderData, CreateHotelOrderRequest, GetBetterRoomListData, GetBetterRoomListRequest,
  GetBrandListData, GetBusinessDistrictListData, GetCancelRuleData, GetHotelDetailData, GetHotelDetailRequest, GetHotelReviewsData,
  GetHotelReviewsRequest, GetTravelStandardRewardRuleData, GetUsableHotelCouponsData, GetUsableHotelCouponsRequest,
  RecommendDataCityData, RecommendDataCityRequest, SearchHotelListData, SearchHotelListRequest,
} from '@api/hotel'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

const NO_RESULT = { acceptCodes: [RESULT_CODE.noResult] }
export const LIST_ABORT_KEY = 'hotelList'

/** Every hotel call of the app (types/api/hotel.ts). Writes that create something carry a reqId header. */
export type HotelApi = {
  recommendCities(body?: RecommendDataCityRequest): Promise<RecommendDataCityData>
  searchHotels(body: SearchHotelListRequest): Promise<SearchHotelListData>
  hotelDetail(body: GetHotelDetailRequest): Promise<GetHotelDetailData>
  rooms(body: GetBetterRoomListRequest, abortKey?: string): Promise<GetBetterRoomListData>
  brands(cityCode: string): Promise<GetBrandListData>
  businessDistricts(cityCode: string): Promise<GetBusinessDistrictListData>
  reviews(body: GetHotelReviewsRequest): Promise<GetHotelReviewsData>
  savingBonusRules(destCode: string): Promise<GetTravelStandardRewardRuleData>
  createOrder(body: CreateHotelOrderRequest, reqId: string): Promise<CreateHotelOrderData>
  cancelRule(orderNo: string): Promise<GetCancelRuleData>
  cancelOrder(body: CancelHotelOrderRequest, reqId: string): Promise<CancelHotelOrderData>
  applyEarlyDeparture(body: ApplyEarlyDepartureRequest, reqId: string): Promise<ApplyEarlyDepartureData>
  applyInvoice(body: ApplyHotelInvoiceRequest, reqId: string): Promise<ApplyHotelInvoiceData>
  coupons(body: GetUsableHotelCouponsRequest): Promise<GetUsableHotelCouponsData>
}

export function createHotelApi(request: RequestFn): HotelApi {
  const info = <T>(name: string, body: object, options = {}) => dataOf(request<T>('hotel', `api/hotel/info/${name}`, body, options))
  const order = <T>(name: string, body: object, reqId?: string, options = {}) =>
    dataOf(request<T>('hotel', `api/hotel/order/${name}`, body, { ...options, ...(reqId ? { headers: { reqId } } : {}) }))
  return {
    recommendCities: (body = {}) => dataOf(request<RecommendDataCityData>('hotel-front-api', 'hotel-home/recommend-data-city', body)),
    searchHotels: (body) =>
      info<SearchHotelListData>('SearchHotelList', body, { ...NO_RESULT, abortKey: LIST_ABORT_KEY, abortDuplicate: true }),
    hotelDetail: (body) => info<GetHotelDetailData>('GetHotelDetail', body),
    rooms: (body, abortKey) => info<GetBetterRoomListData>('GetBetterRoomList', body, abortKey ? { abortKey } : {}),
    brands: (CityCode) => info<GetBrandListData>('GetBrandList', { CityCode }),
    businessDistricts: (CityCode) => info<GetBusinessDistrictListData>('GetBusinessDistrictList', { CityCode }),
    reviews: (body) => info<GetHotelReviewsData>('GetHotelReviews', body, NO_RESULT),
    savingBonusRules: (DestCode) =>
      dataOf(request<GetTravelStandardRewardRuleData>('b2b', 'Hotel/GetTravelStandardRewardRule', { DestCode })),
    createOrder: (body, reqId) => order<CreateHotelOrderData>('CreateOrder', body, reqId, { loading: '正在提交订单...' }),
    cancelRule: (OrderNo) => order<GetCancelRuleData>('GetCancelRule', { OrderNo }),
    cancelOrder: (body, reqId) => order<CancelHotelOrderData>('CancelOrder', body, reqId, { loading: '正在取消...' }),
    applyEarlyDeparture: (body, reqId) => order<ApplyEarlyDepartureData>('ApplyEarlyDeparture', body, reqId, { loading: '正在提交...' }),
    applyInvoice: (body, reqId) => order<ApplyHotelInvoiceData>('ApplyInvoice', body, reqId, { loading: '正在提交...' }),
    coupons: (body) => order<GetUsableHotelCouponsData>('GetUsableCoupons', body, undefined, NO_RESULT),
  }
}
