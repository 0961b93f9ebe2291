import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { fail } from '@test/shared/fakeRequest'
import { bodyText, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import TakeoutScreen from './TakeoutScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const INFO = {
  Date: '2026-12-01', GradeName: '员工', CapFen: 10_000, SpentTodayFen: 4_500, RemainingFen: 5_500, Rule: '员工每日餐饮不超过¥100', WhenExceeded: 'requireReason',
  Addresses: [{ Contact: '张伟', Phone: '13800000001', Address: '人民大道200号 8楼', CityName: '上海' }], CanOrder: true,
}
const REASONS = { Reasons: [{ Code: '1', Text: '加班工作餐' }, { Code: '9', Text: '其他' }] }

const typeBudget = (value: string) => typeInto('含配送费', value)

beforeAll(initPxTransform)

describe('TakeoutScreen', () => {
  it('shows an error with retry, then the day\'s standard and the saved address', async () => {
    let attempts = 0
    const fake = fakeRoot({ 'waimai/takeout/GetBookingInfo': async () => (++attempts === 1 ? fail('网络异常，请稍后重试') : INFO), 'waimai/takeout/GetOverReasons': REASONS })
    await mountWith(fake.root, <TakeoutScreen routeId='product3.0/takeout/index' variant='v3' query={{}} />)
    await waitForText('网络异常，请稍后重试')
    await clickText('重试')
    await waitForText('今日餐标¥100.00，已用¥45.00，剩余¥55.00')
    expect(bodyText()).toContain('员工每日餐饮不超过¥100')
  })

  it('over the standard asks a reason before presave, then opens the provider\'s page', async () => {
    const presaves: unknown[] = []
    const fake = fakeRoot({
      'waimai/takeout/GetBookingInfo': INFO,
      'waimai/takeout/GetOverReasons': REASONS,
      'waimai/takeout/ValidStandard': { IsOverStandard: true, Action: 'requireReason', Rule: '员工每日餐饮不超过¥100（今日还可用¥55），超标需填写原因', RemainingFen: 5_500 },
      'waimai/takeout/Presave': async (body: unknown) => {
        presaves.push(body)
        return { PreOrderNo: 'WP20261201100', DetailUrl: 'http://localhost/waimai/provider/menu?token=abc' }
      },
    })
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountWith(fake.root, <TakeoutScreen routeId='takeOutFood/index' variant='v1' query={{}} />)
    await waitForText('今日餐标¥100.00')
    await typeBudget('80')
    await clickText('去点餐')
    await waitForText('超出餐标，请选择超标原因')
    expect(presaves).toHaveLength(0)
    expect(bodyText()).toContain('今日还可用¥55')
    await clickText('加班工作餐')
    await clickText('去点餐')
    await waitForText('已为您打开商家页面')
    expect(navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('paramUrl=http%3A%2F%2Flocalhost%2Fwaimai%2Fprovider%2Fmenu%3Ftoken%3Dabc') })
    // The menu page is titled for what it is, not the web page's default 在线客服 (issue 34).
    expect(navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(`title=${encodeURIComponent('外卖点餐')}`) })
    expect(presaves[0]).toMatchObject({ ReasonCode: '1', Address: { Contact: '张伟', Address: '人民大道200号 8楼' } })
  })
})

describe('TakeoutScreen cost attribution (decision 0480)', () => {
  it('charges the default cost centre, shows the remaining budget, asks to confirm the attribution and presaves with the ids', async () => {
    const presaves: unknown[] = []
    const budgets: unknown[] = []
    const fake = fakeRoot({
      'waimai/takeout/GetBookingInfo': INFO,
      'waimai/takeout/GetOverReasons': REASONS,
      'waimai/takeout/ValidStandard': { IsOverStandard: false, Action: 'allow', Rule: '员工每日餐饮不超过¥100', RemainingFen: 5_500 },
      'common/api/enterpriseConfig/GetAppConfig': { projectCenterSecondaryConfirmation: true },
      'common/api/enterpriseConfig/GetCostModules': {
        Modules: [
          { ModelName: '成本中心', Type: 'costCenter', IsRequire: true, IsHide: false, Placeholder: '请选择成本中心' },
          { ModelName: '项目', Type: 'project', IsRequire: false, IsHide: false, Placeholder: '请选择项目' },
        ],
        IsProjectCenterConfirm: false,
      },
      'b2b/Customer/GetMyCostCenter': { CostCenters: [{ CostCenterId: '31002', CostCenterCode: 'CC-RD', CostCenterName: '研发费用中心', IsDefault: true }] },
      'common/api/Budget/ValidateBudget': async (body: unknown) => {
        budgets.push(body)
        return {
          IsPass: true, IsOverBudget: false, ControlType: 0, Message: '预算充足',
          Budgets: [{ BudgetId: '1', BudgetName: '研发费用中心年度预算', DimensionType: 'costCenter', DimensionId: '31002', DimensionName: '研发费用中心', Period: '2026', TotalAmount: 100000, UsedAmount: 0, RemainingAmount: 100000, ControlType: 1, IsOver: false }],
        }
      },
      'waimai/takeout/Presave': async (body: unknown) => {
        presaves.push(body)
        return { PreOrderNo: 'WP20261201101', DetailUrl: 'http://localhost/waimai/provider/menu?token=abd' }
      },
    })
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mountWith(fake.root, <TakeoutScreen routeId='takeOutFood/index' variant='v1' query={{}} />)
    await waitForText('研发费用中心')
    expect(bodyText()).toContain('请选择项目')
    await typeBudget('50')
    await clickText('去点餐')
    await waitForText('请确认本次预订的费用归属（成本中心：研发费用中心，项目：未选择）')
    expect(presaves).toHaveLength(0)
    expect(budgets[0]).toMatchObject({ Amount: 5000, ProductType: 8, CostCenterId: '31002' })
    expect(bodyText()).toContain('研发费用中心年度预算 剩余¥1,000.00')
    await clickText('确认提交')
    await waitForText('已为您打开商家页面')
    expect(presaves[0]).toMatchObject({ CostCenterId: '31002', CostCenterName: '研发费用中心', ProjectName: '' })
  })
})

describe('the takeout order detail (?orderNo)', () => {
  it('shows the restaurant, dishes, total, delivery and the meal standard of the order', async () => {
    const asked: unknown[] = []
    const fake = fakeRoot({
      'waimai/takeout/GetOrderDetail': async (body: unknown) => {
        asked.push(body)
        return {
          OrderNo: 'W20261201100', Status: 'Confirmed', StatusText: '已确认', HotelName: '粤式烧腊·人民广场店', HotelAddress: '人民大道200号 8楼',
          RoomName: '蜜汁叉烧饭×1', ArrivalDate: '2026-12-01', ContactName: '张伟', ContactPhoneMasked: '138****0001', TotalFen: 4_500, PaidFen: 0,
          PayDeadline: null, PriceItems: [{ Kind: 'room', Label: '蜜汁叉烧饭×1', AmountFen: 3_200 }, { Kind: 'room', Label: '配送费', AmountFen: 800 }],
          CancelRule: { Type: 0, FreeCancelUntil: null, PenaltyFen: 0, Description: '外卖订单商家接单后不可取消' }, Remark: '少辣',
          Policy: { IsOverStandard: false, NightlyCapFen: null, AvgNightlyFen: 4_500, OverStandardReason: '', Summary: '员工每日餐饮不超过¥100' },
          Approval: null, History: [
            { At: '2026-12-01T12:00:00+08:00', Action: 'submit', From: null, To: 'Confirming', Actor: 'applicant', ActorName: '张伟', Remark: '' },
            { At: '2026-12-01T12:01:00+08:00', Action: 'confirm', From: 'Confirming', To: 'Confirmed', Actor: 'system', ActorName: '系统', Remark: '商家已接单' },
          ],
          CreatedAt: '2026-12-01T12:00:00+08:00',
        }
      },
    })
    await mountWith(fake.root, <TakeoutScreen routeId='product3.0/takeout/index' variant='v3' query={{ orderNo: 'W20261201100' }} />)
    await waitForText('粤式烧腊·人民广场店')
    const text = bodyText()
    for (const part of ['已确认', '蜜汁叉烧饭×1', '¥45', '人民大道200号 8楼', '员工每日餐饮不超过¥100', '少辣', 'W20261201100']) expect(text).toContain(part)
    expect(asked).toEqual([{ OrderNo: 'W20261201100' }])
    // Its tracking speaks of the restaurant, never a hotel (issue 34).
    expect(text).toContain('系统 商家接单：商家已接单')
    expect(text).not.toContain('酒店确认')
  })
})
