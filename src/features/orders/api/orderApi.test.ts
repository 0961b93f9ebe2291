import { fakeRequest } from '@test/shared/fakeRequest'
import { createOrderApi, ORDER_LIST_ABORT_KEY } from './orderApi'

describe('order api', () => {
  it('lists orders, accepting 2000 with null Data as an empty page', async () => {
    const { request, calls } = fakeRequest({ 'b2b/Order/GetOrderList': null })
    const api = createOrderApi(request)
    expect(await api.list({ Tab: 'all', PageIndex: 2, PageSize: 10 })).toEqual({ Orders: [], Total: 0, PageIndex: 2, PageSize: 10 })
    expect(calls.map((c) => `${c.module}/${c.path}`)).toEqual(['b2b/Order/GetOrderList'])
    expect(calls[0].options).toMatchObject({ acceptCodes: ['2000'], abortKey: ORDER_LIST_ABORT_KEY })
  })
})
