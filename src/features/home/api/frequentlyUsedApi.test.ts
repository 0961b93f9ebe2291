import { fakeRequest } from '@test/shared/fakeRequest'
import { createFrequentlyUsedApi } from './frequentlyUsedApi'

it('calls the frequently/used/business paths with their bodies', async () => {
  const fake = fakeRequest({
    'tripwise-m-api/frequently/used/business/list': { Items: [] },
    'tripwise-m-api/frequently/used/business/index': { Categories: [] },
    'tripwise-m-api/frequently/used/business/search': { Functions: [] },
    'tripwise-m-api/frequently/used/business/add': { Id: '9' },
    'tripwise-m-api/frequently/used/business/edit': { Items: [] },
    'tripwise-m-api/frequently/used/business/delete': null,
  })
  const api = createFrequentlyUsedApi(fake.request)
  await api.list()
  await api.catalogue()
  await api.search('酒店')
  await expect(api.add('hotel')).resolves.toEqual({ Id: '9' })
  await api.reorder(['2', '1'])
  await api.remove('1')
  expect(fake.calls.map((c) => [c.path.replace('frequently/used/business/', ''), c.body])).toEqual([
    ['list', {}],
    ['index', {}],
    ['search', { Keyword: '酒店' }],
    ['add', { FunctionCode: 'hotel' }],
    ['edit', { Ids: ['2', '1'] }],
    ['delete', { Id: '1' }],
  ])
})

it('takes Code 2000 of a search as no result', async () => {
  const fake = fakeRequest({ 'tripwise-m-api/frequently/used/business/search': null })
  await expect(createFrequentlyUsedApi(fake.request).search('无')).resolves.toEqual([])
  expect(fake.calls[0].options).toMatchObject({ acceptCodes: ['2000'] })
})
