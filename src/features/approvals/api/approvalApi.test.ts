import { fakeRequest } from '@test/shared/fakeRequest'
import { createApprovalApi } from './approvalApi'

describe('approval api', () => {
  it('addresses each b2b TMC call; writes carry their reqId; an empty list reads as empty', async () => {
    const { request, calls } = fakeRequest({
      'b2b/TMC/GetApprovalOrderList': null,
      'b2b/TMC/GetApprovalOrderDetail': {},
      'b2b/TMC/ApproveOrder': {},
      'b2b/TMC/RejectOrder': {},
      'b2b/TMC/RevokeApproval': {},
      'b2b/TMC/TransferApproval': {},
    })
    const api = createApprovalApi(request)
    expect((await api.list({ Tab: 'pending', PageIndex: 1, PageSize: 10 })).Items).toEqual([])
    await api.detail({ ApprovalNo: 'A1' })
    await api.approve({ ApprovalNo: 'A1' }, 'r1')
    await api.reject({ ApprovalNo: 'A1', Reason: '超标' }, 'r2')
    await api.revoke({ ApprovalNo: 'A1' }, 'r3')
    await api.transfer({ ApprovalNo: 'A1', ToMemberId: '10004', Comment: '请刘总审批' }, 'r4')
    expect(calls.map((c) => c.path)).toEqual([
      'TMC/GetApprovalOrderList',
      'TMC/GetApprovalOrderDetail',
      'TMC/ApproveOrder',
      'TMC/RejectOrder',
      'TMC/RevokeApproval',
      'TMC/TransferApproval',
    ])
    expect(calls[0].options).toMatchObject({ acceptCodes: ['2000'] })
    expect(calls[1].body).toEqual({ ApprovalNo: 'A1' })
    expect(calls.slice(2).map((c) => c.options?.headers?.reqId)).toEqual(['r1', 'r2', 'r3', 'r4'])
    expect(calls[5].body).toEqual({ ApprovalNo: 'A1', ToMemberId: '10004', Comment: '请刘总审批' })
    expect(calls[3].body).toEqual({ ApprovalNo: 'A1', Reason: '超标' })
  })
})
