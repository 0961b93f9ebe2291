import type { ApprovalOrderListRequest } from '@api/order'
import Taro from '@tarojs/taro'
import { registerProducts } from '@/products'
import { initPxTransform } from '@test/shell/taro'
import { clearProductExtensions } from '../../orders/public'
import { reachBottom } from '@test/order/taroMockWithReachBottom'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { approvalItem } from '@test/approve/testApprovals'
import ApprovalListScreen from './ApprovalListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const page = (body: ApprovalOrderListRequest, total: number) => ({
  Items: Array.from({ length: Math.max(0, Math.min(10, total - (body.PageIndex - 1) * 10)) }, (_, i) =>
    approvalItem(`A${(body.PageIndex - 1) * 10 + i + 1}`, { Title: `${body.Tab}酒店${(body.PageIndex - 1) * 10 + i + 1}` }),
  ),
  Total: total,
  PageIndex: body.PageIndex,
  PageSize: 10,
})

async function mount(list: unknown, options: { isApprover?: boolean; variant?: 'list' | 'todo'; pendingApplications?: number; pendingDaily?: number } = {}) {
  registerProducts()
  const fake = fakeRoot(
    {
      'b2b/TMC/GetApprovalOrderList': list,
      'common/api/approval/GetToDoApprovalSummary': {
        DataCount: 3 + (options.pendingApplications ?? 0) + (options.pendingDaily ?? 0), Orders: 3,
        TravelApplications: options.pendingApplications ?? 0, DailyApplications: options.pendingDaily ?? 0, Bills: 0, Loans: 0,
      },
      'common/api/order/GetErrorOrderCount': 0,
      'b2b/TravelApply/List': { Items: [], Total: options.pendingApplications ?? 0, PageIndex: 1, PageSize: 1 },
    },
    { settings: { IsApprover: options.isApprover ?? true } },
  )
  await mountWith(fake.root, <ApprovalListScreen routeId='order3.0/approvalList' variant={options.variant ?? 'list'} query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/approvalList', 'approve/hotelOrderDetail', 'order3.0/hotel/detail']))
afterEach(() => {
  jest.restoreAllMocks()
  clearProductExtensions()
})

describe('ApprovalListScreen', () => {
  it('leads the approver to the travel applications waiting on them (counted in the badge too)', async () => {
    setLiveRoutes(['order3.0/approvalList', 'my/tripApplicationList/index'])
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 10 }, { pendingApplications: 2, pendingDaily: 1 })
    await waitForText('2 条待我审批', 8000)
    // 日常申请 are labelled apart: 出差申请 counts travel applications only.
    expect(bodyText()).toContain('出差申请2 条待我审批 〉')
    expect(bodyText()).toContain('日常申请1 条待我审批 〉')
    await clickText('2 条待我审批 〉')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/my/tripApplicationList/index?tab=pending' })
  })

  it('says nothing of travel applications when none waits', async () => {
    setLiveRoutes(['order3.0/approvalList', 'my/tripApplicationList/index'])
    await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 10 })
    await waitForText('暂无待审批')
    expect(bodyText()).not.toContain('出差申请')
  })

  it('filters the approvals by product (issue 34)', async () => {
    const fake = await mount((body: ApprovalOrderListRequest) => ({
      Items: [approvalItem(`A${body.ProductType ?? 0}`, { Title: body.ProductType === 5 ? '北京 → 上海 机票' : '上海酒店' })], Total: 1, PageIndex: 1, PageSize: 10,
    }))
    await waitForText('上海酒店')
    await clickText('机票')
    await waitForText('北京 → 上海 机票')
    const bodies = fake.calls.filter((c) => c.path === 'TMC/GetApprovalOrderList').map((c) => c.body as ApprovalOrderListRequest)
    expect(bodies.at(-1)).toEqual({ Tab: 'pending', PageIndex: 1, PageSize: 10, ProductType: 5 })
    expect(bodies[0].ProductType).toBeUndefined()
    await clickText('全部')
    await waitForText('上海酒店')
  })

  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('shows the empty text of the tab', async () => {
    await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 10 })
    await waitForText('暂无待审批')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount((body: ApprovalOrderListRequest) => (++attempts === 1 ? fail('审批服务异常') : page(body, 1)))
    await waitForText('审批服务异常')
    await clickText('重试')
    await waitForText('pending酒店1')
  })

  it('an approver sees pending approvals, more at the bottom, switches tabs, and opens one; the tab dot is refreshed', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls, root } = await mount((body: ApprovalOrderListRequest) => page(body, 12))
    await waitForText('pending酒店10')
    expect(bodyText()).toContain('超标')
    expect(root.client.todoCount).toBe(3)
    reachBottom()
    await waitForText('pending酒店12')
    await clickText('pending酒店1')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/approve/hotelOrderDetail/hotelOrderDetail?approvalNo=A1' })
    await clickText('我的申请')
    await waitForText('mine酒店1')
    await clickText('mine酒店1')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order3.0/hotel/detail?orderNo=H-A1' })
    const tabs = calls.filter((c) => c.path === 'TMC/GetApprovalOrderList').map((c) => (c.body as ApprovalOrderListRequest).Tab)
    expect(tabs).toEqual(['pending', 'pending', 'mine'])
  })

  it('a member who is not an approver only sees 我的申请, without tabs', async () => {
    const { calls } = await mount((body: ApprovalOrderListRequest) => page(body, 0), { isApprover: false, variant: 'todo' })
    await waitForText('暂无审批申请')
    await flush()
    expect(bodyText()).not.toContain('待我审批')
    expect(bodyText()).toContain('待办审批')
    expect((calls[0].body as ApprovalOrderListRequest).Tab).toBe('mine')
  })

  it('an approval of a product without extension shows its server lines and opens nothing', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const item = approvalItem('T1', { ProductType: 6, Title: '', Subtitle: 'G1 二等座', StartDate: '2026-12-01', EndDate: '2026-12-01' })
    const { toasts } = await mount({ Items: [item], Total: 1, PageIndex: 1, PageSize: 10 })
    await waitForText('火车票订单')
    expect(bodyText()).toContain('G1 二等座')
    expect(bodyText()).toContain('申请人：张三')
    await clickText('火车票订单')
    expect(navigateTo).not.toHaveBeenCalled()
    expect(toasts).toEqual(['暂不支持查看该审批'])
  })
})
