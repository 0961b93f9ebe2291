import { fakeRequest } from '@test/shared/fakeRequest'
import { createHomeApi } from './homeApi'

it('reads banners from b2b Common/GetBanners', async () => {
  const fake = fakeRequest({ 'b2b/Common/GetBanners': { Banners: [{ Id: '1', ImageUrl: 'a' }] } })
  await expect(createHomeApi(fake.request).getBanners()).resolves.toEqual([{ Id: '1', ImageUrl: 'a' }])
  expect(fake.calls[0].body).toEqual({ Position: 'home' })
})

it('reads frequently used items from tripwise-m-api frequently/used/index', async () => {
  const fake = fakeRequest({ 'tripwise-m-api/frequently/used/index': { Items: [] } })
  await expect(createHomeApi(fake.request).getFrequentlyUsed()).resolves.toEqual([])
})

it('reads user infos from common api/Customer/GetLoginUserInfos', async () => {
  const fake = fakeRequest({ 'common/api/Customer/GetLoginUserInfos': { IsApprover: 1 } })
  await expect(createHomeApi(fake.request).getLoginUserInfos()).resolves.toEqual({ IsApprover: 1 })
})
