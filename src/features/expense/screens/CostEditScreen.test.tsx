import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { travelCitySession } from '../../travel-apply/public'
import CostEditScreen from './CostEditScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const TYPES = { Items: [{ CostTypeId: 'taxi', Name: '出租车', ParentId: '' }] }
const SHANGHAI = { CityName: '上海', Pinyin: 'shanghai', Initial: 'S', Tier: 1 as const, ProvinceName: '上海市', IsHot: true }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['bill/editCost', 'expenseControl/editCost', 'bill/travelCity', 'expenseControl/costList']))
afterEach(() => jest.restoreAllMocks())

async function mount(variant: 'bill' | 'expense', costs: unknown = { Items: [], TotalFen: 0 }, costId = '') {
  const fake = fakeRoot({
    'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0,
    'expensecontrol/Expense/GetCostTypeList': TYPES,
    'expensecontrol/Expense/SaveCost': { CostId: '100009' },
    'expensecontrol/Expense/GetCostList': costs,
  })
  await mountWith(fake.root, <CostEditScreen routeId={variant === 'bill' ? 'bill/editCost' : 'expenseControl/editCost'} variant={variant} query={costId ? { costId } : {}} />)
  return fake
}

describe('CostEditScreen of a claimed cost', () => {
  it('opens a cost on a paid bill read-only: no form, no 保存 (issue 35)', async () => {
    const paid = {
      CostId: '7', CostTypeId: 'taxi', CostTypeName: '出租车', AmountFen: 8650, CostDate: '2026-11-20', CityName: '上海', Remark: '打车去客户',
      Attachments: [], BillNo: 'BX2026112010001', BillStatus: 'Paid', OrderNo: '', CompanyPaid: false,
    }
    const fake = await mount('expense', { Items: [paid], TotalFen: 8650 }, '7')
    await waitForText('打车去客户')
    expect(bodyText()).toContain('已报销 · 报销单 BX2026112010001，不能修改')
    expect(bodyText()).toContain('¥86.50')
    expect(document.querySelector('.cost-form__amount')).toBeNull()
    expect(bodyText()).not.toContain('保存')
    expect(fake.calls.some((c) => c.path === 'Expense/SaveCost')).toBe(false)
  })
})

describe('CostEditScreen city', () => {
  it('bill/editCost picks the city from 选择出差城市 and saves it with the cost', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = await mount('bill')
    await waitForText('选择消费城市（选填）〉')
    await clickText('选择消费城市（选填）〉')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/travelCity' })
    travelCitySession(fake.root).answer(SHANGHAI)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('清除城市')
    expect(bodyText()).toContain('上海')
    await clickText('出租车')
    await typeIntoField('.cost-form__amount', '35.5')
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await clickText('保存')
    for (let i = 0; i < 50 && reLaunch.mock.calls.length === 0; i++) await flush(1)
    expect(fake.calls.find((c) => c.path === 'Expense/SaveCost')?.body).toMatchObject({ CostTypeId: 'taxi', AmountFen: 3550, CityName: '上海' })
  })

  it('expenseControl/editCost keeps the typed city field', async () => {
    await mount('expense')
    await waitForText('出租车')
    expect(bodyText()).not.toContain('选择消费城市')
  })

  it('the remark shows how much of its 200 characters is used (issue 35)', async () => {
    await mount('expense')
    await waitForText('出租车')
    expect(bodyText()).toContain('0/200')
    await typeIntoField('.cost-form__remark', '客户招待😀')
    await waitForText('5/200')
  })
})
