import type { ApprovalOrderListRequest } from '@api/order'
import { ApprovalListStore } from './ApprovalListStore'
import { approvalItem } from '@test/approve/testApprovals'

function fakeApi() {
  const calls: ApprovalOrderListRequest[] = []
  const api = {
    list: async (body: ApprovalOrderListRequest) => {
      calls.push(body)
      return { Items: body.Tab === 'pending' ? [approvalItem('A1')] : [], Total: body.Tab === 'pending' ? 1 : 0, PageIndex: 1, PageSize: 10 }
    },
  }
  return { api, calls }
}

describe('ApprovalListStore', () => {
  it('an approver starts on 待我审批 and switches tabs', async () => {
    const { api, calls } = fakeApi()
    const store = new ApprovalListStore(api, true)
    await store.fetch()
    expect(store.list.items.map((i) => i.ApprovalNo)).toEqual(['A1'])
    await store.selectTab('processed')
    expect(store.list.isEmpty).toBe(true)
    expect(store.emptyText).toBe('暂无已审批记录')
    expect(calls.map((c) => c.Tab)).toEqual(['pending', 'processed'])
  })

  it('a member who is not an approver only has 我的申请, whatever the query asks', async () => {
    const { api, calls } = fakeApi()
    const store = new ApprovalListStore(api, false, 'pending')
    expect(store.tabs.map((t) => t.title)).toEqual(['我的申请'])
    await store.fetch()
    await store.selectTab('pending')
    expect(calls.map((c) => c.Tab)).toEqual(['mine'])
    expect(store.emptyText).toBe('暂无审批申请')
  })
})
