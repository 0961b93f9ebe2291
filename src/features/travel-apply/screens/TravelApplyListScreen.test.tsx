import type { TravelApplySummary } from '@api/travelApply'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import TravelApplyListScreen from './TravelApplyListScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const item = (patch: Partial<TravelApplySummary> = {}): TravelApplySummary => ({
  ApplyNo: 'TA1', Reason: '上海客户签约', ApplicantName: '张伟', DepartCity: '北京', Cities: ['上海'], StartDate: '2026-12-10', EndDate: '2026-12-12',
  Products: ['hotel'], BudgetFen: 400000, Status: 'pending', StatusText: '审批中', CreatedAt: '2026-12-01T10:00:00+08:00', ...patch,
})

beforeAll(initPxTransform)

it('lists my applications, switches to 待我审批 and says when there are none', async () => {
  const fake = fakeRoot({
    'b2b/TravelApply/List': (body: { Tab: string }) =>
      body.Tab === 'mine' ? { Items: [item(), item({ ApplyNo: 'TA2', Reason: '杭州培训', Cities: ['杭州'], Status: 'approved', StatusText: '已通过' })], Total: 2, PageIndex: 1, PageSize: 10 } : { Items: [], Total: 0, PageIndex: 1, PageSize: 10 },
  })
  await mountWith(fake.root, <TravelApplyListScreen routeId='my/tripApplicationList/index' variant='mine' query={{}} />)
  await waitForText('杭州培训')
  expect(bodyText()).toContain('北京 → 上海')
  expect(bodyText()).toContain('已通过')
  await clickText('待我审批')
  await waitForText('暂无待审批的出差申请')
  expect(fake.calls.filter((c) => c.path === 'TravelApply/List').map((c) => (c.body as { Tab: string }).Tab)).toEqual(['mine', 'pending'])
})
