import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import CustomerServiceScreen from './CustomerServiceScreen'
import QuestionDetailScreen from './QuestionDetailScreen'
import QuestionListScreen from './QuestionListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const CATEGORIES = [{ CategoryId: 1, Name: '预订问题', Count: 3 }, { CategoryId: 2, Name: '订单与退改', Count: 3 }]
const q = (id: number, category: number, question: string) => ({ FaqId: id, CategoryId: category, Question: question, IsHot: true })
const LIST = { Categories: CATEGORIES, Items: [q(101, 1, '为什么提示超出差旅标准？')] }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'my2.0/customerService', 'my2.0/questionList', 'my2.0/questionDetail', 'my2.0/feedback/index']))

describe('customer-service screens', () => {
  it('客服中心 offers online help, feedback and the hot questions', async () => {
    const { root } = fakeRoot({ 'b2b/Scheme/GetFaqList': LIST })
    await mountWith(root, <CustomerServiceScreen routeId='my2.0/customerService' query={{}} />)
    await waitForText('为什么提示超出差旅标准？')
    for (const text of ['在线客服', '投诉与建议', '预订问题', '订单与退改']) expect(bodyText()).toContain(text)
  })

  it('常见问题 opens a category and searches with the keyword', async () => {
    const fake = fakeRoot({
      'b2b/Scheme/GetFaqList': (body: { CategoryId?: number }) =>
        body.CategoryId === 2 ? { Categories: CATEGORIES, Items: [q(201, 2, '如何取消或退订订单？')] } : LIST,
    })
    await mountWith(fake.root, <QuestionListScreen routeId='my2.0/questionList' query={{}} />)
    await waitForText('热门问题')
    await clickText('订单与退改')
    await waitForText('如何取消或退订订单？')
    expect(fake.calls.at(-1)?.body).toEqual({ CategoryId: 2 })
  })

  it('常见问题 explains a failure with 重试', async () => {
    const fake = fakeRoot({ 'b2b/Scheme/GetFaqList': fail('网络不给力') })
    await mountWith(fake.root, <QuestionListScreen routeId='my2.0/questionList' query={{ categoryId: '1' }} />)
    await waitForText('网络不给力')
    expect(fake.calls[0].body).toEqual({ CategoryId: 1 })
    fake.table['b2b/Scheme/GetFaqList'] = { Categories: CATEGORIES, Items: [] }
    await clickText('重试')
    await waitForText('没有找到相关问题')
  })

  it('问题详情 shows the answer and related questions', async () => {
    const { root, calls } = fakeRoot({
      'b2b/Scheme/GetFaqDetail': { ...q(201, 2, '如何取消或退订订单？'), Answer: '在“我的订单”中打开订单详情', CategoryName: '订单与退改', Related: [q(202, 2, '退款多久到账？')] },
    })
    await mountWith(root, <QuestionDetailScreen routeId='my2.0/questionDetail' query={{ faqId: '201' }} />)
    await waitForText('在“我的订单”中打开订单详情')
    expect(bodyText()).toContain('退款多久到账？')
    expect(calls[0].body).toEqual({ FaqId: 201 })
  })

  it('问题详情 without a valid id says so', async () => {
    const { root, calls } = fakeRoot({})
    await mountWith(root, <QuestionDetailScreen routeId='my2.0/questionDetail' query={{ faqId: 'x' }} />)
    await waitForText('问题加载失败')
    expect(calls).toHaveLength(0)
  })
})
