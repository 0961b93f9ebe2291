import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { JoinRequestsEntry } from './JoinRequestsEntry'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const request = (id: string, name: string) => ({ RequestId: id, CustomerName: name, Phone: '13900000001', CreatedAt: '2026-11-20T09:30:00+08:00', Status: 'pending' })

beforeAll(initPxTransform)

describe('加入申请 for managers', () => {
  it('counts the open requests, approves one and rejects another', async () => {
    const fake = fakeRoot({
      'tripwise-m-api/member/joinRequest/page': { List: [request('1', '赵磊'), request('2', '孙悦')], Total: 2 },
      'tripwise-m-api/member/joinRequest/decide': (body: { RequestId: string; Approve: boolean }) => ({ RequestId: body.RequestId, Status: body.Approve ? 'approved' : 'rejected', MemberId: '9' }),
    })
    await mountWith(fake.root, <JoinRequestsEntry />)
    await waitForText('2条待审核')
    await clickText('加入申请审核')
    await waitForText('13900000001 · 11-20 09:30申请')
    await clickText('同意')
    for (let i = 0; i < 100 && fake.toasts.length === 0; i += 1) await flush(1)
    expect(fake.toasts).toContain('已同意赵磊加入企业')
    const decide = fake.calls.find((c) => c.path === 'member/joinRequest/decide')
    expect(decide?.body).toEqual({ RequestId: '1', Approve: true })
    expect(decide?.options?.headers?.reqId).toBeTruthy()
    await clickText('拒绝')
    for (let i = 0; i < 100 && fake.toasts.length < 2; i += 1) await flush(1)
    expect(fake.toasts).toContain('已拒绝孙悦的申请')
    await waitForText('暂无待审核的加入申请')
  })

  it('shows the refusal and reads the list again', async () => {
    const fake = fakeRoot({
      'tripwise-m-api/member/joinRequest/page': { List: [request('1', '赵磊')], Total: 1 },
      'tripwise-m-api/member/joinRequest/decide': fail('该申请已处理', '4009'),
    })
    await mountWith(fake.root, <JoinRequestsEntry />)
    await clickText('加入申请审核')
    await waitForText('赵磊')
    await clickText('同意')
    for (let i = 0; i < 100 && fake.toasts.length === 0; i += 1) await flush(1)
    expect(fake.toasts).toEqual(['该申请已处理'])
    expect(bodyText()).toContain('赵磊')
  })
})
