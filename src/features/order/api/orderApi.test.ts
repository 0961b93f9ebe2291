import { fakeRequest } from '@test/shared/fakeRequest'
import { createOrderApi, ORDER_LIST_ABORT_KEY } from './orderApi'

describe('order api', () => {
  it('addresses each b2b Order call, accepts 2000 on the list and sends the cancel reqId', async () => {
    const { request, calls } = fakeRequest({
      'b2b/Order/GetOrderList': null,
      'b2b/Order/GetHotelOrderDetail': { OrderNo: 'H1' },
      'b2b/Order/CancelHotelOrder': { OrderNo: 'H1' },
      'b2b/Order/GetHotelConfirmation': { OrderNo: 'H1' },
    })
    const api = createOrderApi(request)
    // Code 2000 may carry null Data: the list reads as empty.
    expect(await api.list({ Tab: 'all', PageIndex: 2, PageSize: 10 })).toEqual({ Orders: [], Total: 0, PageIndex: 2, PageSize: 10 })
    await api.hotelDetail('H1')
    await api.cancelHotel({ OrderNo: 'H1', Reason: '行程变更' }, 'req-9')
    await api.hotelConfirmation('H1')
    expect(calls.map((c) => `${c.module}/${c.path}`)).toEqual([
      'b2b/Order/GetOrderList',
      'b2b/Order/GetHotelOrderDetail',
      'b2b/Order/CancelHotelOrder',
      'b2b/Order/GetHotelConfirmation',
    ])
    expect(calls[0].options).toMatchObject({ acceptCodes: ['2000'], abortKey: ORDER_LIST_ABORT_KEY })
    expect(calls[1].body).toEqual({ OrderNo: 'H1' })
    expect(calls[2].options?.headers).toEqual({ reqId: 'req-9' })
    expect(calls[2].body).toEqual({ OrderNo: 'H1', Reason: '行程变更' })
  })
})
