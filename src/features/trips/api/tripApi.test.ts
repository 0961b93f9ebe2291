import { fakeRequest } from '@test/shared/fakeRequest'
import { createTripApi } from './tripApi'

it('calls the common order paths with their bodies', async () => {
  const fake = fakeRequest({
    'common/api/order/GetTripList': { Trips: [] },
    'common/api/order/GetSearchTripList': { Trips: [] },
    'common/api/order/GetReadFlag': { UnreadOrderNos: ['A'] },
    'common/api/order/UpdateReadFlag': null,
  })
  const api = createTripApi(fake.request)
  await api.getTripList()
  await api.searchTrips('上海')
  await expect(api.getUnreadOrderNos()).resolves.toEqual(['A'])
  await api.markRead(['A'])
  expect(fake.calls.map((c) => [c.path, c.body])).toEqual([
    ['api/order/GetTripList', { PageIndex: 1, PageSize: 100 }],
    ['api/order/GetSearchTripList', { Keyword: '上海', PageIndex: 1, PageSize: 100 }],
    ['api/order/GetReadFlag', {}],
    ['api/order/UpdateReadFlag', { OrderNos: ['A'] }],
  ])
})

it('takes Code 2000 of a search as no result', async () => {
  const fake = fakeRequest({ 'common/api/order/GetSearchTripList': null })
  await expect(createTripApi(fake.request).searchTrips('无')).resolves.toEqual([])
  expect(fake.calls[0].options).toMatchObject({ acceptCodes: ['2000'] })
})
