import { fail, fakeRequest } from '@test/shared/fakeRequest'
import { createAccountApi } from './accountApi'

describe('accountApi', () => {
  it('logs in through b2b Customer/LoginV2 without needing a session, returning Data', async () => {
    const fake = fakeRequest({ 'b2b/Customer/LoginV2': { MemberId: 'm1', Token: 't' } })
    const data = await createAccountApi(fake.request).loginV2({ Phone: '13800000001', Password: 'x' })
    expect(data).toEqual({ MemberId: 'm1', Token: 't' })
    expect(fake.calls[0]).toMatchObject({ module: 'b2b', body: { Phone: '13800000001', Password: 'x' }, options: { needLogin: false } })
  })

  it('sends SMS codes through b2b Common/SendSmsCode', async () => {
    const fake = fakeRequest({ 'b2b/Common/SendSmsCode': null })
    await createAccountApi(fake.request).sendSmsCode({ Phone: '13800000001', Scene: 'login' })
    expect(fake.calls[0]).toMatchObject({ path: 'Common/SendSmsCode', options: { needLogin: false } })
  })

  it('reads user infos from common and logs out through b2b', async () => {
    const fake = fakeRequest({ 'common/api/Customer/GetLoginUserInfos': { IsApprover: true }, 'b2b/Customer/LoginOut': null })
    const api = createAccountApi(fake.request)
    await expect(api.getLoginUserInfos()).resolves.toEqual({ IsApprover: true })
    await api.loginOut()
    expect(fake.calls.map((c) => c.path)).toEqual(['api/Customer/GetLoginUserInfos', 'Customer/LoginOut'])
  })

  it('rejects with the server body', async () => {
    const fake = fakeRequest({ 'b2b/Customer/LoginV2': fail('手机号或密码错误') })
    await expect(createAccountApi(fake.request).loginV2({ Phone: '1', Password: '2' })).rejects.toMatchObject({ Msg: '手机号或密码错误' })
  })
})
