import { fakeRequest } from '@test/shared/fakeRequest'
import { createEnterpriseApi } from './enterpriseApi'

it('reads the enterprises from common api/Customer/GetBelongEnterprises', async () => {
  const fake = fakeRequest({ 'common/api/Customer/GetBelongEnterprises': { Enterprises: [{ EnterpriseId: '1', EnterpriseName: '甲' }] } })
  await expect(createEnterpriseApi(fake.request).getBelongEnterprises()).resolves.toHaveLength(1)
})

it('switches through tripwise-m-api member/updateCustomerEnterpriseLogin', async () => {
  const fake = fakeRequest({ 'tripwise-m-api/member/updateCustomerEnterpriseLogin': { Token: 't2' } })
  await createEnterpriseApi(fake.request).switchEnterprise({ EnterpriseId: '2' })
  expect(fake.calls[0].body).toEqual({ EnterpriseId: '2' })
})
