import type { ApprovalOrderDetail } from '@api/order'
import type { TrainOrderDetail } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { approvalDetailOf } from '@test/approve/testApprovals'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import TrainApprovalDetailScreen from './TrainApprovalDetailScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const trainOrder: TrainOrderDetail = {
  OrderNo: 'T20991124100001', Status: 'PendingApproval', StatusText: '待审批', TrainNo: 'G1', Date: '2099-11-25', FromStationName: '北京南', ToStationName: '上海虹桥',
  DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, SeatName: '一等座',
  Passengers: [{ PassengerId: 101, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '', PriceFen: 93600 }, { PassengerId: 102, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '李娜', IdNoMasked: '1101**********0044', SeatNo: '', PriceFen: 93600 }],
  ContactName: '张三', ContactPhoneMasked: '138****0001', TotalFen: 187200, PaidFen: 0, RefundedFen: 0, TicketNo: '', PayDeadline: null, RefundRule: '', CreatedAt: '2099-11-24T10:00:00+08:00',
  Actions: { CanPay: false, CanCancel: true, CanRefund: false, CanChange: false, CanChangeStation: false }, Policy: { IsOverStandard: true, Rule: '员工乘坐火车限二等座', Reason: '二等座无票' },
  Costs: { CostCenterName: '华东销售', ProjectName: '', TravelApplyNo: 'TA2099112400001' }, ChangedFromOrderNo: '', ChangedToOrderNo: '',
}
// The core's contract carries train's own detail (ApprovalOrderDetail<TrainOrderDetail>, decision 0225).
const detail = (): ApprovalOrderDetail => approvalDetailOf(trainOrder as unknown as ApprovalOrderDetail['Order'])()

beforeAll(initPxTransform)

describe('TrainApprovalDetailScreen', () => {
  it('shows the ticket, travellers, money, cost centre and the over-standard reason under the approval', async () => {
    let n = 0
    const { root } = fakeRoot(
      { 'b2b/TMC/GetApprovalOrderDetail': () => (++n === 1 ? fail('审批服务繁忙') : detail()), 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0 },
      { settings: { IsApprover: true } },
    )
    await mountWith(root, <TrainApprovalDetailScreen routeId='order2.0/train/approval' query={{ approvalNo: 'A1' }} />)
    await waitForText('审批服务繁忙')
    await clickText('重试')
    await waitForText('G1')
    expect(bodyText()).toContain('火车票订单审批')
    expect(bodyText()).toContain('李娜')
    expect(bodyText()).toContain('¥1,872.00')
    expect(bodyText()).toContain('华东销售')
    expect(bodyText()).toContain('员工乘坐火车限二等座')
    expect(bodyText()).toContain('二等座无票')
    expect(bodyText()).toContain('通过')
  })
})
