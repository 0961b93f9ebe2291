import { withIdentity } from '@/core/http/identity'
import { fakeRequest } from '@test/shared/fakeRequest'
import { createSsoApi } from './ssoApi'

describe('ssoApi', () => {
  // Found by the DingTalk mini-program journey (tests/mini): opened from the workbench with only a corpId, the
  // signed-out identity's EnterpriseId '' went out with DDLogin and the server refused it (企业格式不正确).
  it('sends no EnterpriseId with DDLogin when there is none, so the signed-out identity cannot add an empty one', async () => {
    const fake = fakeRequest({ 'b2b/Customer/DDLogin': { MemberId: 'm1', Token: 't' } })
    await createSsoApi(fake.request).ddLogin({ AuthCode: 'code-1', CorpId: 'dingdemo20001', EnterpriseId: '' })
    const body = fake.calls[0].body as Record<string, unknown>
    expect(body).toMatchObject({ AuthCode: 'code-1', CorpId: 'dingdemo20001' })
    const sent = JSON.parse(JSON.stringify(withIdentity({ EnterpriseId: '' } as Parameters<typeof withIdentity>[0], body)))
    expect(sent).not.toHaveProperty('EnterpriseId')
  })

  it('keeps the EnterpriseId it is given', async () => {
    const fake = fakeRequest({ 'b2b/Customer/DDLogin': { MemberId: 'm1', Token: 't' } })
    await createSsoApi(fake.request).ddLogin({ AuthCode: 'code-1', EnterpriseId: '20001' })
    expect(fake.calls[0].body).toMatchObject({ AuthCode: 'code-1', EnterpriseId: '20001' })
  })
})
