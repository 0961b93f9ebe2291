import { ClientStore } from './ClientStore'
import { fakeRequest } from '@test/stores/fakeRequest'

const table = {
  'common/api/approval/GetToDoApprovalSummary': { DataCount: 3, Orders: 1, TravelApplications: 1, DailyApplications: 0, Bills: 0, Loans: 1, Repayments: 0 },
  'common/api/order/GetErrorOrderCount': 2,
}

describe('ClientStore', () => {
  it('defaults: travelBillCanChange true, counts 0, flags off', () => {
    const store = new ClientStore({ request: fakeRequest({}).request, isApprover: () => false })
    expect(store).toMatchObject({
      hasSubsidyPermission: false,
      travelBillCanChange: true,
      hasErrorOrderCount: 0,
      todoCount: 0,
      needTravelFormVuex: false,
      isDossenSale: false,
      isDossenOnwer: false,
      homepageBanners: [],
      IsPrivilegeStaff: false,
      TwPopupShowNum: 0,
      enterpriseConfigInfo: { isOpenBonusPoints: false },
      AzgoUserInfo: null,
    })
  })

  it('approver: fetches the to-do summary (empty payload) and the error-order count', async () => {
    const { request, calls } = fakeRequest(table)
    const store = new ClientStore({ request, isApprover: () => true })
    await store.refreshBadges()
    expect(store.todoCount).toBe(3)
    expect(store.todoParts).toEqual({ Orders: 1, TravelApplications: 1, DailyApplications: 0, Bills: 0, Loans: 1, Repayments: 0 })
    expect(store.hasErrorOrderCount).toBe(2)
    expect(calls.map((call) => [call.module, call.path, call.body])).toEqual([
      ['common', 'api/approval/GetToDoApprovalSummary', {}],
      ['common', 'api/order/GetErrorOrderCount', {}],
    ])
  })

  it('not an approver: the to-do summary is not fetched', async () => {
    const { request, calls } = fakeRequest(table)
    const store = new ClientStore({ request, isApprover: () => false })
    await store.refreshBadges()
    expect(calls.map((call) => call.path)).toEqual(['api/order/GetErrorOrderCount'])
    expect(store.todoCount).toBe(0)
    expect(store.hasErrorOrderCount).toBe(2)
  })

  it('a failing call leaves its count unchanged', async () => {
    const { request } = fakeRequest({ 'common/api/order/GetErrorOrderCount': 4 })
    const store = new ClientStore({ request, isApprover: () => true })
    store.update({ todoCount: 7 })
    await store.refreshBadges()
    expect(store.todoCount).toBe(7)
    expect(store.hasErrorOrderCount).toBe(4)
  })

  it('reset() restores the defaults', () => {
    const store = new ClientStore({ request: fakeRequest({}).request, isApprover: () => false })
    store.update({ travelBillCanChange: false, todoCount: 5, isDossenSale: true, AzgoUserInfo: { RefId: 219, AzgoTraceId: 't' } })
    expect(store.AzgoUserInfo).toEqual({ RefId: 219, AzgoTraceId: 't' })
    store.reset()
    expect(store).toMatchObject({ travelBillCanChange: true, todoCount: 0, isDossenSale: false, AzgoUserInfo: null })
  })
})
