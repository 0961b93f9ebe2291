import type { TravelApplyActionData, TravelApplyDetail } from '@api/travelApply'
import { TravelApplyDetailStore } from './TravelApplyDetailStore'

const detail = (): TravelApplyDetail => ({
  ApplyNo: 'TA1', Reason: '上海客户签约', ApplicantName: '张伟', DepartCity: '北京', Cities: ['上海'], StartDate: '2026-12-10', EndDate: '2026-12-12',
  Products: ['hotel'], BudgetFen: 400000, Status: 'pending', StatusText: '审批中', CreatedAt: '2026-12-01T10:00:00+08:00',
  Travellers: [{ MemberId: '10001', Name: '张伟' }], Remark: '', RejectReason: '',
  Steps: [{ Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'pending', Comment: '', DecidedAt: '' }],
  CanSubmit: false, CanRevoke: false, CanApprove: true, CanBook: false,
})

const PENDING: TravelApplyActionData = { ApplyNo: 'TA1', Status: 'pending' }

function setup(answer: () => Promise<TravelApplyActionData> = async () => PENDING) {
  let n = 0
  let loads = 0
  const writes: { path: string; body: unknown; reqId: string }[] = []
  const write = (path: string) => async (body: unknown, reqId: string) => (writes.push({ path, body, reqId }), answer())
  const api = {
    detail: async () => (loads++, detail()),
    submit: async () => PENDING,
    approve: async () => PENDING,
    reject: async () => PENDING,
    revoke: async () => PENDING,
    transfer: async () => PENDING,
    addApprover: write('addApprover'),
    sendBack: write('sendBack'),
  }
  const store = new TravelApplyDetailStore('TA1', { api, createReqId: () => `req-${++n}` })
  return { store, writes, loads: () => loads }
}

describe('TravelApplyDetailStore 加签 and 退回 (decision 0800)', () => {
  it('加签 sends the member, where, and the 审批意见; then reloads', async () => {
    const { store, writes, loads } = setup()
    store.setComment(' 预算较高，请刘总先看 ')
    expect(await store.addApprover('10004', 'before')).toBe(true)
    expect(writes).toEqual([{ path: 'addApprover', body: { ApplyNo: 'TA1', ToMemberId: '10004', Position: 'before', Comment: '预算较高，请刘总先看' }, reqId: 'req-1' }])
    expect(loads()).toBe(1)
  })

  it('加签 without a 审批意见 sends none', async () => {
    const { store, writes } = setup()
    await store.addApprover('10004', 'after')
    expect(writes[0].body).toEqual({ ApplyNo: 'TA1', ToMemberId: '10004', Position: 'after' })
  })

  it('退回 needs the 审批意见 as its reason and calls nothing without it', async () => {
    const { store, writes } = setup()
    store.setComment('   ')
    expect(await store.sendBack(1)).toBe(false)
    expect(store.actionError).toBe('请填写退回原因')
    expect(writes).toEqual([])
    store.setComment('请核对预算')
    expect(await store.sendBack(1)).toBe(true)
    expect(writes).toEqual([{ path: 'sendBack', body: { ApplyNo: 'TA1', ToLevel: 1, Reason: '请核对预算' }, reqId: 'req-1' }])
  })

  it('a refused 加签 says why and keeps its reqId for the retry', async () => {
    let attempts = 0
    const { store, writes } = setup(async () => {
      if (++attempts === 1) throw { Code: '4000', Msg: '加签人不存在，请重新选择', Data: null }
      return PENDING
    })
    expect(await store.addApprover('10006', 'before')).toBe(false)
    expect(store.actionError).toBe('加签人不存在，请重新选择')
    expect(await store.addApprover('10006', 'before')).toBe(true)
    expect(writes.map((w) => w.reqId)).toEqual(['req-1', 'req-1'])
  })
})
