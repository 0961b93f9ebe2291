import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import TravelApplyCreateScreen from './TravelApplyCreateScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => void jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never))

it('keeps the input when a field is missing, then submits and opens the new application', async () => {
  const fake = fakeRoot({ 'b2b/TravelApply/Create': { ApplyNo: 'TA7', Status: 'pending' } })
  await mountWith(fake.root, <TravelApplyCreateScreen routeId='bill/travelApply/create' query={{ city: '上海' }} />)
  await waitForText('出行人')
  expect(bodyText()).toContain('张三')
  await typeInto('如：拜访客户', '上海客户签约')
  await clickText('提交审批')
  await waitForText('请填写出发城市')
  expect(fake.calls.some((c) => c.path === 'TravelApply/Create')).toBe(false)
  await typeInto('如：北京', '北京')
  await typeInto('如：3000', '4000')
  await clickText('提交审批')
  const call = fake.calls.find((c) => c.path === 'TravelApply/Create')
  expect(call?.body).toMatchObject({ Reason: '上海客户签约', DepartCity: '北京', Cities: ['上海'], Products: ['hotel'], BudgetFen: 400000, Submit: true })
  expect(fake.toasts).toContain('已提交审批')
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/bill/travelApply/detail?applyNo=TA7' })
})
