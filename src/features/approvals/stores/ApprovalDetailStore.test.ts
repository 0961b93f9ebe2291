import type { ApprovalActionResult } from '@api/order'
import { ApprovalDetailStore } from './ApprovalDetailStore'
import { hotelOrder } from '@test/hotel/hotelOrders'
import { approvalDetailOf } from '@test/approve/testApprovals'

const approvalDetail = approvalDetailOf(hotelOrder())

const RESULT: ApprovalActionResult = { ApprovalNo: 'A1', ApprovalStatus: 'rejected', OrderNo: 'H1', OrderStatus: 'Rejected' }

function setup(reject: () => Promise<ApprovalActionResult> = async () => RESULT, transfer: () => Promise<ApprovalActionResult> = async () => ({ ...RESULT, ApprovalStatus: 'pending' as const, OrderStatus: 'PendingApproval' as const })) {
  let n = 0
  const writes: { path: string; body: unknown; reqId: string }[] = []
  let badgeRefreshes = 0
  const api = {
    detail: async () => approvalDetail(),
    approve: async (body: unknown, reqId: string) => (writes.push({ path: 'approve', body, reqId }), { ...RESULT, ApprovalStatus: 'approved' as const }),
    reject: async (body: unknown, reqId: string) => (writes.push({ path: 'reject', body, reqId }), reject()),
    revoke: async (body: unknown, reqId: string) => (writes.push({ path: 'revoke', body, reqId }), RESULT),
    transfer: async (body: unknown, reqId: string) => (writes.push({ path: 'transfer', body, reqId }), transfer()),
  }
  const store = new ApprovalDetailStore({ ApprovalNo: 'A1' }, { api, createReqId: () => `req-${++n}`, onChanged: () => void badgeRefreshes++ })
  return { store, writes, badges: () => badgeRefreshes }
}

describe('ApprovalDetailStore', () => {
  it('approves with the optional comment, reloads and refreshes the tab dot', async () => {
    const { store, writes, badges } = setup()
    await store.fetch()
    store.setComment(' 同意 ')
    expect(await store.approve()).toBe(true)
    expect(writes).toEqual([{ path: 'approve', body: { ApprovalNo: 'A1', Comment: '同意' }, reqId: 'req-1' }])
    expect(badges()).toBe(1)
    expect(store.lastResult?.ApprovalStatus).toBe('approved')
  })

  it('approve without a comment sends none', async () => {
    const { store, writes } = setup()
    await store.approve()
    expect(writes[0].body).toEqual({ ApprovalNo: 'A1' })
  })

  it('reject requires a reason and calls nothing without one', async () => {
    const { store, writes } = setup()
    store.openReject()
    expect(await store.reject()).toBe(false)
    expect(store.actionError).toBe('请填写驳回原因')
    expect(writes).toEqual([])
    expect(store.isRejecting).toBe(true)
  })

  it('a failed reject keeps the reason and the reqId; success closes the sheet and refreshes the dot', async () => {
    let attempt = 0
    const { store, writes, badges } = setup(async () => {
      if (++attempt === 1) throw { Code: '-1', Msg: '网络异常，请检查网络后重试', Data: null, isNetworkError: true }
      return RESULT
    })
    store.openReject()
    store.setRejectReason('超出差标且理由不充分')
    expect(await store.reject()).toBe(false)
    expect(store.actionError).toBe('网络异常，请检查网络后重试')
    expect(store.rejectReason).toBe('超出差标且理由不充分')
    expect(store.isRejecting).toBe(true)
    expect(badges()).toBe(0)
    expect(await store.reject()).toBe(true)
    expect(writes.map((w) => w.reqId)).toEqual(['req-1', 'req-1'])
    expect(writes[1].body).toEqual({ ApprovalNo: 'A1', Reason: '超出差标且理由不充分' })
    expect(store.isRejecting).toBe(false)
    expect(badges()).toBe(1)
  })

  it('opened by order number, it acts on the approval number the detail gives', async () => {
    let n = 0
    const writes: string[] = []
    const api = {
      detail: async () => approvalDetail({ ApprovalNo: 'A7' }),
      approve: async (body: { ApprovalNo: string }) => (writes.push(body.ApprovalNo), RESULT),
      reject: async () => RESULT,
      revoke: async () => RESULT,
      transfer: async () => RESULT,
    }
    const store = new ApprovalDetailStore({ OrderNo: 'H1' }, { api, createReqId: () => `r${++n}`, onChanged: () => undefined })
    expect(await store.approve()).toBe(false)
    await store.fetch()
    expect(await store.approve()).toBe(true)
    expect(writes).toEqual(['A7'])
  })

  it('转交 (decision 0800) sends the member and the comment, reloads and refreshes the tab dot', async () => {
    const { store, writes, badges } = setup()
    await store.fetch()
    store.setComment(' 我休假，请刘总审批 ')
    expect(await store.transfer('10004')).toBe(true)
    expect(writes).toEqual([{ path: 'transfer', body: { ApprovalNo: 'A1', ToMemberId: '10004', Comment: '我休假，请刘总审批' }, reqId: 'req-1' }])
    expect(badges()).toBe(1)
    expect(store.lastResult?.ApprovalStatus).toBe('pending')
  })

  it('a refused 转交 says why, keeps the comment and retries with the same reqId', async () => {
    let attempts = 0
    const { store, writes, badges } = setup(undefined, async () => {
      if (++attempts === 1) throw { Code: '4001', Msg: '不能转交给申请人本人', Data: null }
      return { ...RESULT, ApprovalStatus: 'pending', OrderStatus: 'PendingApproval' }
    })
    store.setComment('请刘总审批')
    expect(await store.transfer('10004')).toBe(false)
    expect(store.actionError).toBe('不能转交给申请人本人')
    expect(store.comment).toBe('请刘总审批')
    expect(badges()).toBe(0)
    expect(await store.transfer('10004')).toBe(true)
    expect(writes.map((w) => w.reqId)).toEqual(['req-1', 'req-1'])
  })

  it('a double tap approves once', async () => {
    const { store, writes } = setup()
    const first = store.approve()
    expect(await store.approve()).toBe(false)
    await first
    expect(writes).toHaveLength(1)
  })
})
