import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, mountWith, waitForText } from '@test/shared/render'
import { flightOrder } from '@test/flight/flightOrders'
import FlightOrderDetailScreen from './FlightOrderDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/flight/detail']))

describe('flight order detail: approvals (issue 34)', () => {
  it('says the travel application it was booked under', async () => {
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': flightOrder({ TravelApplyNo: 'TA2026112000001' }) })
    await mountWith(fake.root, <FlightOrderDetailScreen routeId='order3.0/flight/detail' query={{ orderNo: 'F2026112012' }} variant='v3' />)
    await waitForText('出差申请单 TA2026112000001')
  })

  it('a rejected order says why, and shows 审批进度 with who rejected it', async () => {
    const rejected = flightOrder({
      Status: 'Rejected', StatusText: '审批驳回', RejectReason: '公务舱超出差标，请改订经济舱',
      Approval: {
        ApprovalNo: 'SP2026112012001', Status: 'rejected', FlowName: '超标审批',
        Steps: [{ Step: 1, Name: '部门负责人审批', ApproverNames: ['李娜'], Status: 'rejected', ActedByName: '李娜', Comment: '公务舱超出差标，请改订经济舱', ActedAt: '2026-11-20T10:00:00+08:00' }],
      },
    })
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': rejected })
    await mountWith(fake.root, <FlightOrderDetailScreen routeId='order3.0/flight/detail' query={{ orderNo: 'F2026112012' }} variant='v3' />)
    await waitForText('驳回原因：公务舱超出差标，请改订经济舱')
    expect(bodyText()).toContain('审批进度 · 超标审批')
    expect(bodyText()).toContain('部门负责人审批（李娜）：已驳回')
  })
})

describe('flight order detail: each passenger\'s ticket (decision 0790)', () => {
  it('a two-passenger order shows each ticket\'s state, a refunded one with its fee and refund', async () => {
    const order = flightOrder({
      Passengers: [
        { Seq: 1, Name: '张三', IdType: 1, IdNoMasked: '1101**********1234', TicketNos: ['999-0000000001'], TicketStatus: 'Valid', TicketStatusText: '已出票' },
        { Seq: 2, Name: '李四', IdType: 1, IdNoMasked: '1101**********5678', TicketNos: ['999-0000000002'], TicketStatus: 'Refunded', TicketStatusText: '已退票', FeeFen: 10_000, RefundFen: 95_000 },
      ],
    })
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': order })
    await mountWith(fake.root, <FlightOrderDetailScreen routeId='order3.0/flight/detail' query={{ orderNo: 'F2026112012' }} variant='v3' />)
    await waitForText('已退票（退票费¥100.00，退款¥950.00）')
    expect(bodyText()).toContain('已出票')
  })

  it('a one-passenger order shows no ticket state beside the passenger', async () => {
    const one = flightOrder()
    one.Passengers[0] = { ...one.Passengers[0], TicketStatus: 'Valid', TicketStatusText: '票态' }
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': one })
    await mountWith(fake.root, <FlightOrderDetailScreen routeId='order3.0/flight/detail' query={{ orderNo: 'F2026112012' }} variant='v3' />)
    await waitForText('张三')
    expect(bodyText()).not.toContain('票态')
  })
})
