import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { cost } from '@test/expense/testBills'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import CostListScreen from './CostListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())
// H5's charts (jest resolves the mini-programs' plain files; AccountBookScreen.test covers those).
jest.mock('../components/chartsDefault', () => jest.requireActual('../components/chartsDefault.h5'))

const trip = { ApplyNo: 'TA2026111490000001', Reason: '上海客户项目验收', CityName: '上海', StartDate: '2026-11-14', EndDate: '2026-11-16', OrderCount: 3, AmountFen: 290200 }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['expenseControl/costList', 'expenseControl/CreateReimbursementBill', 'expenseControl/accountBookImport', 'expenseControl/editCost']))
afterEach(() => jest.restoreAllMocks())

async function mount(table: Record<string, unknown>) {
  const fake = fakeRoot({
    'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0,
    'expensecontrol/Expense/GetCostList': { Items: [cost('1')], TotalFen: 8650 },
    'expensecontrol/Statistics/GetMyAccountBook': (body: { Year: number }) => ({
      Year: body.Year, TotalFen: 43650,
      ByMonth: Array.from({ length: 12 }, (_, i) => ({ Month: `${body.Year}-${String(i + 1).padStart(2, '0')}`, AmountFen: i === 10 ? 43650 : 0 })),
      ByType: [{ CostTypeName: '住宿费', AmountFen: 35000 }, { CostTypeName: '交通费', AmountFen: 8650 }],
    }),
    ...table,
  })
  await mountWith(fake.root, <CostListScreen routeId='expenseControl/costList' variant='expense' query={{}} />)
  return fake
}

describe('CostListScreen', () => {
  it('keeps the 出差补贴 link after a reload or a direct open: the permission is asked for when the app has not loaded it (issue 35)', async () => {
    setLiveRoutes(['expenseControl/costList', 'expenseControl/CreateReimbursementBill', 'expenseControl/accountBookImport', 'expenseControl/editCost', 'bill/travel-subsidy/my-travel-subsidy'])
    const fake = await mount({ 'common/api/Customer/GetLoginUserInfos': { hasSubsidyPermission: true, IsApprover: false } })
    await waitForText('出差补贴')
    expect(fake.root.client.hasSubsidyPermission).toBe(true)
  })

  it('reads a cost by its bill: 未报销 on a rejected bill, 报销中 while approving, 已报销 once paid (issue 35)', async () => {
    const on = (CostId: string, BillStatus: 'Rejected' | 'Approving' | 'Paid') => ({ ...cost(CostId, { BillNo: `BX20261120${CostId}`, Remark: `单据${BillStatus}` }), BillStatus })
    await mount({ 'expensecontrol/Expense/GetCostList': { Items: [on('1', 'Rejected'), on('2', 'Approving'), on('3', 'Paid')], TotalFen: 25950 } })
    await waitForText('单据Rejected')
    const cards = Array.from(document.querySelectorAll('.cost-card'), (c) => c.textContent ?? '')
    expect(cards.find((c) => c.includes('单据Rejected'))).toContain('未报销')
    expect(cards.find((c) => c.includes('单据Rejected'))).not.toContain('已报销')
    expect(cards.find((c) => c.includes('单据Approving'))).toContain('报销中')
    expect(cards.find((c) => c.includes('单据Paid'))).toContain('已报销')
  })

  it('offers the finished trip and drafts its reimbursement in one tap', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = await mount({
      'b2b/CustomerBill/GetTripsToReimburse': { Items: [trip] },
      'b2b/CustomerBill/DraftTripReimbursement': { BillNo: 'BX2026112410001', Status: 'Draft' },
    })
    await waitForText('上海出差已结束')
    expect(bodyText()).toContain('2026-11-14 至 2026-11-16 · 3笔订单 ¥2,902.00')
    await clickText('一键报销')
    while (!fake.toasts.includes('已生成报销单，请核对后提交')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'CustomerBill/DraftTripReimbursement')?.body).toEqual({ ApplyNo: 'TA2026111490000001' })
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/expenseControl/CreateReimbursementBill?billNo=BX2026112410001' })
    expect(bodyText()).not.toContain('上海出差已结束')
  })

  it('shows a refused draft; the account book stays usable when the offer cannot load', async () => {
    await mount({ 'b2b/CustomerBill/GetTripsToReimburse': { Items: [trip] }, 'b2b/CustomerBill/DraftTripReimbursement': fail('该行程的费用已在其他报销单中', '4001') })
    await clickTextWhenShown('一键报销')
    await waitForText('该行程的费用已在其他报销单中')
  })

  it('without trips the costs and the import link show', async () => {
    await mount({ 'b2b/CustomerBill/GetTripsToReimburse': fail('网络异常', '5000') })
    await waitForText('导入订单')
    expect(bodyText()).toContain('¥86.50')
    expect(bodyText()).not.toContain('一键报销')
  })

  it('charts the year by month and by cost type', async () => {
    const fake = await mount({ 'b2b/CustomerBill/GetTripsToReimburse': { Items: [] } })
    await waitForText('合计 ¥436.50')
    expect(bodyText()).toContain('住宿费¥350.00')
    // H5 draws the two F2 charts (decision 0413) into these canvases; the amounts stay as text.
    expect(document.querySelectorAll('#stats-months, #stats-types')).toHaveLength(2)
    const year = (fake.calls.find((c) => c.path === 'Statistics/GetMyAccountBook')?.body as { Year: number }).Year
    await clickSelector('.stats .expense__month-arrow')
    await waitForText(`${year - 1}年统计`)
  })
})

async function clickTextWhenShown(text: string) {
  await waitForText(text)
  await clickText(text)
}
