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
    expect(presaves[0]).toMatchObject({ ReasonCode: '1', Address: { Contact: '张伟', Address: '人民大道200号 8楼' } })
  })
})
