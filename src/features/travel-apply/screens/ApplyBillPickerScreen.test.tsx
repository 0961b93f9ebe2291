import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { applyBillSession } from '../public'
import ApplyBillPickerScreen from './ApplyBillPickerScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const apply = {
  ApplyNo: 'TA1', Reason: '上海客户签约', ApplicantName: '张伟', DepartCity: '北京', Cities: ['上海'], StartDate: '2026-12-10', EndDate: '2026-12-12',
  Products: ['hotel'], BudgetFen: 400000, Status: 'approved', StatusText: '已通过', CreatedAt: '2026-12-01T10:00:00+08:00',
}
const settings = (NeedTravelForm: boolean) => ({ SkipOrderApproval: true, NeedTravelForm, TravelBillCanChange: true, ExternalNeedTravelBill: false })
const QUERY = { product: 'hotel', cityName: '上海', startDate: '2026-12-10', endDate: '2026-12-11' }

beforeAll(initPxTransform)
beforeEach(() => void jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never))

it('asks for the applications covering the booking; the one tapped goes back to the form', async () => {
  const fake = fakeRoot({ 'b2b/TravelApply/Usable': { Items: [apply], Settings: settings(false) } })
  const session = applyBillSession(fake.root)
  session.open('form', { Product: 'hotel' })
  await mountWith(fake.root, <ApplyBillPickerScreen routeId='components/applyBill' query={QUERY} />)
  await waitForText('上海客户签约')
  expect(fake.calls[0].body).toEqual({ Product: 'hotel', CityName: '上海', StartDate: '2026-12-10', EndDate: '2026-12-11' })
  expect(bodyText()).toContain('不使用申请单')
  await clickText('上海客户签约')
  expect(session.take('form')?.ApplyNo).toBe('TA1')
})

it('when the enterprise needs an application and none covers the booking, it says so, offers a new one and no "none"', async () => {
  const fake = fakeRoot({ 'b2b/TravelApply/Usable': { Items: [], Settings: settings(true) } })
  await mountWith(fake.root, <ApplyBillPickerScreen routeId='components/applyBill' query={QUERY} />)
  await waitForText('暂无可用的出差申请，请先提交出差申请')
  expect(bodyText()).not.toContain('不使用申请单')
  expect(bodyText()).toContain('新建出差申请')
})
