import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickSelector, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import Taro from '@tarojs/taro'
import { memberSession } from '../../loans/public'
import { hotelOrderViews } from '../../hotel/public/hotelOrderViews'
import { hotelOrder } from '@test/hotel/hotelOrders'
import { approvalDetailOf } from '@test/approve/testApprovals'
import ApprovalDetailScreen from './ApprovalDetailScreen'

const approvalDetail = approvalDetailOf(hotelOrder())

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

async function mount(table: Record<string, unknown>, query: Record<string, string> = { approvalNo: 'A1' }, views: typeof hotelOrderViews | null = hotelOrderViews) {
  const fake = fakeRoot(
    { 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, ...table },
    { settings: { IsApprover: true } },
  )
  fake.root.client.todoCount = 1
  await mountWith(fake.root, <ApprovalDetailScreen routeId='approve/hotelOrderDetail' query={query} views={views ?? undefined} />)
  return fake
}

async function waitUntil(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await flush(1)
  expect(check()).toBe(true)
}

beforeAll(initPxTransform)

describe('ApprovalDetailScreen', () => {
  it('shows loading, then the error with retry', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    let attempts = 0
    await mount({
      'b2b/TMC/GetApprovalOrderDetail': async () => {
        await gate
        return ++attempts === 1 ? fail('审批单不存在', '4004') : approvalDetail()
      },
    })
    expect(bodyText()).toContain('加载中')
    release()
    await waitForText('审批单不存在')
    await clickText('重试')
    await waitForText('北京国贸大酒店')
  })

  it('without an approval or order number it says so and calls nothing', async () => {
    const { calls } = await mount({}, {})
    await waitForText('缺少审批单号')
    expect(calls.filter((c) => c.path.startsWith('TMC/'))).toEqual([])
  })

  it('shows the policy result and approves; the tab dot is refreshed', async () => {
    const { calls, toasts, root } = await mount({
      'b2b/TMC/GetApprovalOrderDetail': approvalDetail(),
      'b2b/TMC/ApproveOrder': { ApprovalNo: 'A1', ApprovalStatus: 'pending', OrderNo: 'H1', OrderStatus: 'PendingApproval' },
    })
    await waitForText('超出差标')
    expect(bodyText()).toContain('协议酒店已满')
    expect(bodyText()).toContain('部门负责人审批（李娜）：审批中')
    await clickText('通过')
    await waitUntil(() => toasts.includes('已通过'))
    expect(toasts).toEqual(['已通过'])
    const approve = calls.find((c) => c.path === 'TMC/ApproveOrder')
    expect(approve?.body).toEqual({ ApprovalNo: 'A1' })
    expect(approve?.options?.headers?.reqId).toBeTruthy()
    expect(calls.some((c) => c.path === 'api/approval/GetToDoApprovalSummary')).toBe(true)
    expect(root.client.todoCount).toBe(0)
  })

  it('reject needs a reason; a failed reject keeps it; the retry carries the same reqId', async () => {
    let attempts = 0
    const { calls, toasts } = await mount(
      {
        'b2b/TMC/GetApprovalOrderDetail': approvalDetail(),
        'b2b/TMC/RejectOrder': () =>
          ++attempts === 1 ? fail('系统繁忙，请稍后再试', '5000') : { ApprovalNo: 'A1', ApprovalStatus: 'rejected', OrderNo: 'H1', OrderStatus: 'Rejected' },
      },
      { orderNo: 'H1' },
    )
    await waitForText('驳回')
    expect(calls[0].body).toEqual({ OrderNo: 'H1' })
    await clickText('驳回')
    await clickText('确认驳回')
    await waitForText('请填写驳回原因')
    expect(calls.some((c) => c.path === 'TMC/RejectOrder')).toBe(false)
    await typeInto('请填写驳回原因（必填）', '超出差标且理由不充分')
    await clickText('确认驳回')
    await waitForText('系统繁忙，请稍后再试')
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('超出差标且理由不充分')
    await clickText('确认驳回')
    await waitUntil(() => toasts.includes('已驳回'))
    const rejects = calls.filter((c) => c.path === 'TMC/RejectOrder')
    expect(rejects.map((c) => c.body)).toEqual([
      { ApprovalNo: 'A1', Reason: '超出差标且理由不充分' },
      { ApprovalNo: 'A1', Reason: '超出差标且理由不充分' },
    ])
    expect(rejects[0].options?.headers?.reqId).toBe(rejects[1].options?.headers?.reqId)
    expect(toasts).toContain('已驳回')
  })

  it("shows a hotel order through hotel's views: the title, the policy check and the stay", async () => {
    await mount({ 'b2b/TMC/GetApprovalOrderDetail': approvalDetail() })
    await waitForText('北京国贸大酒店')
    expect(bodyText()).toContain('酒店审批详情')
    expect(bodyText()).toContain('差标检查')
    expect(bodyText()).toContain('入住信息')
  })

  it('without product views it shows the generic summary and still approves', async () => {
    const { toasts } = await mount(
      {
        'b2b/TMC/GetApprovalOrderDetail': approvalDetail(),
        'b2b/TMC/ApproveOrder': { ApprovalNo: 'A1', ApprovalStatus: 'approved', OrderNo: 'H1', OrderStatus: 'PendingPayment' },
      },
      { approvalNo: 'A1' },
      null,
    )
    await waitForText('订单信息')
    expect(bodyText()).toContain('审批详情')
    expect(bodyText()).not.toContain('酒店审批详情')
    expect(bodyText()).toContain('H202612010001')
    expect(bodyText()).toContain('订单总额¥1,000.00')
    expect(bodyText()).toContain('部门负责人审批（李娜）：审批中')
    expect(bodyText()).not.toContain('入住信息')
    await clickText('通过')
    await waitUntil(() => toasts.includes('已通过'))
  })

  it('转交 (decision 0800): the approver picks a member and confirms; the order leaves their hands', async () => {
    jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    let handed = false
    const fake = await mount({
      'b2b/TMC/GetApprovalOrderDetail': () => (handed ? approvalDetail({ CanApprove: false }) : approvalDetail()),
      'b2b/TMC/TransferApproval': () => ((handed = true), { ApprovalNo: 'A1', ApprovalStatus: 'pending', OrderNo: 'H1', OrderStatus: 'PendingApproval' }),
    })
    await waitForText('转交')
    await typeInto('审批意见（选填）', '我休假，请刘总审批')
    await clickText('转交')
    memberSession(fake.root).answer({ MemberId: '10004', Name: '刘强', DepartmentName: '总经办' } as never)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('转交给 刘强（总经办），由其审批')
    await clickSelector('.order-approval-transfer .popup__button--confirm')
    await waitUntil(() => fake.toasts.includes('已转交'))
    const call = fake.calls.find((c) => c.path === 'TMC/TransferApproval')
    expect(call?.body).toEqual({ ApprovalNo: 'A1', ToMemberId: '10004', Comment: '我休假，请刘总审批' })
    expect(call?.options?.headers?.reqId).toBeTruthy()
    await waitUntil(() => document.querySelector('.approval-transfer') === null)
    expect(bodyText()).not.toContain('通过')
  })

  it('a refused 转交 says why and keeps the approver deciding', async () => {
    jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
    const fake = await mount({ 'b2b/TMC/GetApprovalOrderDetail': approvalDetail(), 'b2b/TMC/TransferApproval': fail('不能转交给申请人本人', '4001') })
    await waitForText('转交')
    await clickText('转交')
    memberSession(fake.root).answer({ MemberId: '10001', Name: '张伟', DepartmentName: '' } as never)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('转交给 张伟，由其审批')
    await clickSelector('.order-approval-transfer .popup__button--confirm')
    await waitUntil(() => fake.toasts.includes('不能转交给申请人本人'))
    expect(bodyText()).toContain('通过')
  })
})
