import { fakeRequest } from '@test/shared/fakeRequest'
import { createHotelOrderApi } from './hotelOrderApi'

describe('hotel order api', () => {
  it('addresses each b2b Order call of hotel orders and sends the cancel reqId', async () => {
    const { request, calls } = fakeRequest({
      'b2b/Order/GetHotelOrderDetail': { OrderNo: 'H1' },
      'b2b/Order/CancelHotelOrder': { OrderNo: 'H1' },
      'b2b/Order/GetHotelConfirmation': { OrderNo: 'H1' },
    })
    const api = createHotelOrderApi(request)
    await api.hotelDetail('H1')
    await api.cancelHotel({ OrderNo: 'H1', Reason: '行程变更' }, 'req-9')
    await api.hotelConfirmation('H1')
    expect(calls.map((c) => `${c.module}/${c.path}`)).toEqual([
      'b2b/Order/GetHotelOrderDetail',
      'b2b/Order/CancelHotelOrder',
      'b2b/Order/GetHotelConfirmation',
    ])
    expect(calls[0].body).toEqual({ OrderNo: 'H1' })
    expect(calls[1].options?.headers).toEqual({ reqId: 'req-9' })
    expect(calls[1].body).toEqual({ OrderNo: 'H1', Reason: '行程变更' })
  })
})
