import { fakeRequest } from '@test/shared/fakeRequest'
import { createHotelApi, LIST_ABORT_KEY } from './hotelApi'

describe('hotel api', () => {
  it('addresses each call by module and path', async () => {
    const { request, calls } = fakeRequest(
      new Proxy({}, { has: () => true, get: () => ({ ok: true }) }) as Record<string, unknown>,
    )
    const api = createHotelApi(request)
    await api.recommendCities()
    await api.searchHotels({ CityCode: 'GZ', ArrivalDate: 'a', DepartureDate: 'b', PageIndex: 1, PageSize: 20 })
    await api.rooms({} as never, 'k')
    await api.brands('GZ')
    await api.businessDistricts('GZ')
    await api.reviews({ HotelId: 'h', PageIndex: 1, PageSize: 10 })
    await api.savingBonusRules('GZ')
    await api.createOrder({} as never, 'req-1')
    await api.cancelRule('H1')
    await api.coupons({ HotelId: 'h', ArrivalDate: 'a', AmountFen: 1 })
    expect(calls.map((c) => `${c.module}/${c.path}`)).toEqual([
      'hotel-front-api/hotel-home/recommend-data-city',
      'hotel/api/hotel/info/SearchHotelList',
      'hotel/api/hotel/info/GetBetterRoomList',
      'hotel/api/hotel/info/GetBrandList',
      'hotel/api/hotel/info/GetBusinessDistrictList',
      'hotel/api/hotel/info/GetHotelReviews',
      'b2b/Hotel/GetTravelStandardRewardRule',
      'hotel/api/hotel/order/CreateOrder',
      'hotel/api/hotel/order/GetCancelRule',
      'hotel/api/hotel/order/GetUsableCoupons',
    ])
    expect(calls[1].options).toMatchObject({ acceptCodes: ['2000'], abortKey: LIST_ABORT_KEY, abortDuplicate: true })
    expect(calls[2].options).toEqual({ abortKey: 'k' })
    expect(calls[3].body).toEqual({ CityCode: 'GZ' })
    expect(calls[5].options).toMatchObject({ acceptCodes: ['2000'] })
    expect(calls[6].body).toEqual({ DestCode: 'GZ' })
    expect(calls[7].options?.headers).toEqual({ reqId: 'req-1' })
    expect(calls[8].options?.headers).toBeUndefined()
  })
})
