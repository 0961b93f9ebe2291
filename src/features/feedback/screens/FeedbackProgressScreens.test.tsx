import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, click, clickSelector, clickText, mountWith, waitForText } from '@test/shared/render'
import FeedbackDetailScreen from './FeedbackDetailScreen'
import FeedbackListScreen from './FeedbackListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const SUMMARY = { FeedbackId: '500001', FeedbackType: 2, Content: '希望酒店列表可以按地铁站筛选', OrderNo: null, Status: 'replied', CreatedAt: '2026-05-01T10:00:00+08:00' }
const DETAIL = { ...SUMMARY, ContactPhone: '13800000001', ProductType: null, ImageUrls: [], Evaluation: null, CanEvaluate: true }
const SCHEDULE = {
  Items: [
    { Step: 'submitted', Content: '您的反馈已提交', HandlerName: '', CreatedAt: '2026-05-01T10:00:00+08:00' },
    { Step: 'replied', Content: '已支持按地铁站筛选', HandlerName: '客服小林', CreatedAt: '2026-05-02T10:00:00+08:00' },
  ],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'my2.0/feedback/index', 'my2.0/feedback/detail', 'my2.0/feedback/edit']))

describe('feedback list and detail', () => {
  it('lists the feedback with its status', async () => {
    const { root } = fakeRoot({ 'tripwise-m-api/dmm/feedback/page': { Total: 1, Items: [SUMMARY] } })
    await mountWith(root, <FeedbackListScreen routeId='my2.0/feedback/index' query={{}} />)
    await waitForText('希望酒店列表可以按地铁站筛选')
    expect(bodyText()).toContain('功能建议')
    expect(bodyText()).toContain('已回复')
  })

  it('says when there is none, and shows a failure with 重试', async () => {
    const fake = fakeRoot({ 'tripwise-m-api/dmm/feedback/page': fail('网络不给力') })
    await mountWith(fake.root, <FeedbackListScreen routeId='my2.0/feedback/index' query={{}} />)
    await waitForText('网络不给力')
    fake.table['tripwise-m-api/dmm/feedback/page'] = { Total: 0, Items: [] }
    await clickText('重试')
    await waitForText('暂无反馈记录')
  })

  it('shows the progress and sends an evaluation once chosen, keeping the comment on failure', async () => {
    const fake = fakeRoot({
      'tripwise-m-api/dmm/feedback/detail': DETAIL,
      'tripwise-m-api/dmm/feedback/schedule/list': SCHEDULE,
      'tripwise-m-api/dmm/feedback/evaluation/save': fail('该反馈已评价', '4009'),
    })
    await mountWith(fake.root, <FeedbackDetailScreen routeId='my2.0/feedback/detail' query={{ feedbackId: '500001' }} />)
    await waitForText('已支持按地铁站筛选')
    expect(bodyText()).toContain('客服小林')
    expect(fake.calls[0].options?.idSegment).toBe('500001')
    await clickSelector('.feedback-evaluate__submit')
    expect(bodyText()).toContain('请选择满意度')
    const stars = document.querySelectorAll('.feedback-star')
    await click(stars[3])
    await clickSelector('.feedback-evaluate__submit')
    await waitForText('该反馈已评价')
    const sent = fake.calls.filter((c) => c.path.endsWith('evaluation/save'))
    expect(sent[0].body).toEqual({ FeedbackId: '500001', Score: 4 })
    fake.table['tripwise-m-api/dmm/feedback/evaluation/save'] = { FeedbackId: '500001', Score: 4 }
    fake.table['tripwise-m-api/dmm/feedback/detail'] = { ...DETAIL, CanEvaluate: false, Evaluation: { Score: 4, Comment: '', CreatedAt: '2026-05-03T10:00:00+08:00' } }
    await clickSelector('.feedback-evaluate__submit')
    await waitForText('我的评价')
    expect(bodyText()).toContain('★★★★ 满意')
    expect(fake.toasts).toContain('感谢您的评价')
  })
})
