import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import OrderImportScreen from './OrderImportScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const order = (OrderNo: string, over = {}) => ({ OrderNo, ProductType: 5, ProductName: '机票', Title: '北京 - 上海 MU5102', AmountFen: 128000, Date: '2026-11-14', CityName: '上海', CostTypeName: '交通费', CompanyPaid: true, ...over })
const orders = { Items: [order('F1'), order('H1', { ProductType: 1, ProductName: '酒店', Title: '上海陆家嘴全季酒店', AmountFen: 96000, CostTypeName: '住宿费' })] }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['bill/accountBookImport', 'bill/accountBook']))
afterEach(() => jest.restoreAllMocks())

async function mount(table: Record<string, unknown>) {
  const fake = fakeRoot({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, ...table })
  await mountWith(fake.root, <OrderImportScreen routeId='bill/accountBookImport' variant='bill' query={{}} />)
  return fake
}

describe('OrderImportScreen', () => {
  it('lists the completed orders all chosen; unchoosing one imports the rest', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    let imported = false
    const fake = await mount({
      'expensecontrol/Expense/GetImportableOrders': () => (imported ? { Items: [orders.Items[0]] } : orders),
      'expensecontrol/Expense/ImportOrders': () => ((imported = true), { CostIds: ['9'] }),
    })
    await waitForText('导入2笔 ¥2,240.00')
    expect(bodyText()).toContain('记为住宿费')
    expect(bodyText()).toContain('记为交通费 · 公司已付')
    await clickText('机票 · 北京 - 上海 MU5102')
    await waitForText('导入1笔 ¥960.00')
    await clickText('导入1笔 ¥960.00')
    while (!fake.toasts.includes('已导入1笔费用')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'Expense/ImportOrders')?.body).toEqual({ OrderNos: ['H1'] })
  })

  it('says when there is nothing to import', async () => {
    await mount({ 'expensecontrol/Expense/GetImportableOrders': { Items: [] } })
    await waitForText('没有可导入的已完成订单')
  })

  it('shows a refused import and keeps the choice', async () => {
    await mount({ 'expensecontrol/Expense/GetImportableOrders': orders, 'expensecontrol/Expense/ImportOrders': fail('部分订单不可导入（未完成、已导入或不属于您），请刷新后重试', '4001') })
    await clickText(await firstButton())
    await waitForText('部分订单不可导入')
    expect(bodyText()).toContain('导入2笔')
  })

  it('shows the load error with retry', async () => {
    let attempts = 0
    await mount({ 'expensecontrol/Expense/GetImportableOrders': () => (++attempts === 1 ? fail('网络异常', '5000') : orders) })
    await waitForText('网络异常')
    await clickText('重试')
    await waitForText('导入2笔')
  })
})

async function firstButton() {
  await waitForText('导入2笔 ¥2,240.00')
  return '导入2笔 ¥2,240.00'
}
