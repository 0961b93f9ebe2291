import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import { hotelOrder } from '@test/hotel/hotelOrders'
import { approvalDetailOf } from '@test/approve/testApprovals'
import CarApprovalDetailScreen from './CarApprovalDetailScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

/** A car order as the server's car product answers it in the order core's detail shape (server/src/domains/car/product.ts). */
const carOrder = () => ({
  ...hotelOrder(),
  OrderNo: 'C20261201100',
  HotelName: '上海虹桥站东出口网约车上车点 → 人民广场',
  HotelAddress: '闵行区申贵路1500号',
  RoomName: '即时用车 · 商务型',
  RatePlanName: '正在为您派车',
  ArrivalDate: '2026-12-01',
  ContactName: '张伟',
  ContactPhoneMasked: '138****0001',
  TotalFen: 21_300,
  PriceItems: [{ Kind: 'room' as const, Label: '预估车费', AmountFen: 21_300 }],
  Remark: '拜访客户',
  Policy: { IsOverStandard: true, NightlyCapFen: null, AvgNightlyFen: 21_300, OverStandardReason: '拜访客户', Summary: '员工可乘经济型/舒适型，超标需审批' },
})

beforeAll(initPxTransform)

describe('CarApprovalDetailScreen (/pages/order2.0/car/approval)', () => {
  it('shows the ride, the fare and the standard\'s verdict, and the approver approves', async () => {
    const fake = fakeRoot(
      {
        'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 },
        'common/api/order/GetErrorOrderCount': 0,
        'b2b/TMC/GetApprovalOrderDetail': approvalDetailOf(carOrder())(),
        'b2b/TMC/ApproveOrder': { ApprovalNo: 'A1', ApprovalStatus: 'approved', OrderNo: 'C20261201100', OrderStatus: 'Confirming' },
      },
      { settings: { IsApprover: true } },
    )
    await mountWith(fake.root, <CarApprovalDetailScreen routeId='order2.0/car/approval' query={{ approvalNo: 'A1' }} />)
    await waitForText('用车信息')
    const text = bodyText()
    for (const part of ['上海虹桥站东出口网约车上车点 → 人民广场', '即时用车 · 商务型', '¥213', '员工可乘经济型/舒适型，超标需审批', '拜访客户']) expect(text).toContain(part)
    await clickText('通过')
    for (let i = 0; i < 50 && !fake.toasts.includes('已通过'); i++) await flush(1)
    expect(fake.toasts).toEqual(['已通过'])
    expect(fake.calls.find((c) => c.path === 'TMC/ApproveOrder')?.body).toEqual({ ApprovalNo: 'A1' })
  })
})
