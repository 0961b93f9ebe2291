import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import { pageStack } from '@test/shared/taroMock'
import FeedbackEditScreen from './FeedbackEditScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const CONTENT = '酒店前台办理入住等待时间太长了'
const PLACEHOLDER = '请详细描述您遇到的问题或建议（10-500字）'

async function mount(save: unknown = { FeedbackId: 'fb1' }, query: Record<string, string> = {}) {
  const fake = fakeRoot({ 'tripwise-m-api/dmm/feedback/save': save }, { settings: { phone: '13800000001' } })
  await mountWith(fake.root, <FeedbackEditScreen routeId='my2.0/feedback/edit' query={query} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['index', 'my2.0/feedback/edit'])
  pageStack.depth = 2
})
afterEach(() => jest.restoreAllMocks())

describe('FeedbackEditScreen', () => {
  it('prefills the contact phone and shows the order it was opened from', async () => {
    await mount(undefined, { orderNo: 'H20260601001', productType: '1' })
    expect((document.querySelector('[placeholder="请输入联系电话"]') as HTMLInputElement).value).toBe('13800000001')
    expect(bodyText()).toContain('关联订单：酒店 H20260601001')
    expect(bodyText()).toContain('0/500')
  })

  it('explains what is missing and sends nothing', async () => {
    const { calls } = await mount()
    await clickText('功能建议')
    await typeInto(PLACEHOLDER, '太慢了')
    await clickSelector('.feedback__submit')
    expect(bodyText()).toContain('反馈内容至少10个字')
    expect(calls).toHaveLength(0)
  })

  it('submits, toasts and goes back', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const { calls, toasts } = await mount(undefined, { orderNo: 'H20260601001', productType: '1' })
    await clickText('服务异议')
    await typeInto(PLACEHOLDER, CONTENT)
    expect(bodyText()).toContain(`${CONTENT.length}/500`)
    await clickSelector('.feedback__submit')
    await flush()
    expect(calls[0].body).toEqual({
      FeedbackType: 1,
      Content: CONTENT,
      ImageUrls: [],
      ContactPhone: '13800000001',
      OrderNo: 'H20260601001',
      ProductType: 1,
    })
    expect(toasts).toContain('提交成功，感谢您的反馈')
    expect(navigateBack).toHaveBeenCalled()
  })

  it('shows the submitting state', async () => {
    await mount(() => new Promise(() => undefined))
    await clickText('其他')
    await typeInto(PLACEHOLDER, CONTENT)
    await clickSelector('.feedback__submit')
    expect(bodyText()).toContain('提交中...')
  })

  it('keeps the input and shows the Msg when saving fails', async () => {
    await mount(fail('提交过于频繁，请稍后再试'))
    await clickText('功能建议')
    await typeInto(PLACEHOLDER, CONTENT)
    await clickSelector('.feedback__submit')
    await waitForText('提交过于频繁，请稍后再试')
    expect((document.querySelector(`[placeholder="${PLACEHOLDER}"]`) as HTMLTextAreaElement).value).toBe(CONTENT)
  })

  it('offers adding up to three images', async () => {
    await mount()
    expect(document.body.textContent).toContain('图片（选填，最多3张）')
    expect(document.body.textContent).toContain('添加图片')
  })
})
