import { fakeRequest } from '@test/shared/fakeRequest'
import { createPayApi } from './payApi'

describe('pay api', () => {
  it('addresses each b2b Pay call; paying writes carry their reqId', async () => {
    const { request, calls } = fakeRequest(new Proxy({}, { has: () => true, get: () => ({}) }) as Record<string, unknown>)
    const api = createPayApi(request)
    await api.payInfo('H1')
    await api.payByEnterprise({ OrderNo: 'H1', AmountFen: 100 }, 'r1')
    await api.createPersonalPay({ OrderNo: 'H1', AmountFen: 100 }, 'r2')
    await api.confirmPersonalPay({ PayNo: 'P1' }, 'r3')
    await api.payStatus({ OrderNo: 'H1' })
    await api.bankTransferInfo('H1')
    expect(calls.map((c) => `${c.module}/${c.path}`)).toEqual([
      'b2b/Pay/GetPayInfo',
      'b2b/Pay/PayByEnterpriseAccount',
      'b2b/Pay/CreatePersonalPay',
      'b2b/Pay/ConfirmPersonalPay',
      'b2b/Pay/GetPayStatus',
      'b2b/Pay/GetBankTransferInfo',
    ])
    expect(calls.map((c) => c.options?.headers?.reqId)).toEqual([undefined, 'r1', 'r2', 'r3', undefined, undefined])
    expect(calls[0].body).toEqual({ OrderNo: 'H1' })
    expect(calls[3].body).toEqual({ PayNo: 'P1' })
  })
})
