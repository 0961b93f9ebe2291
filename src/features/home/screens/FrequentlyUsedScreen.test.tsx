import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import FrequentlyUsedScreen from './FrequentlyUsedScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const BASE = 'tripwise-m-api/frequently/used/business'
const URLS: Record<string, string> = { hotel: '/pages/hotel/index/index', train: '/pages/train/index/index', flight: '/pages/flight/index/index' }
const fn = (FunctionCode: string, Name: string) => ({ FunctionCode, Name, Category: '出行', Url: URLS[FunctionCode] ?? '', Icon: '', IsAdded: false })
const item = (Id: string, FunctionCode: string, Name: string) => ({ Id, FunctionCode, Name, Url: '', Icon: '', Sort: Number(Id) })

function table(items = [item('1', 'hotel', '酒店预订')], patch: Record<string, unknown> = {}) {
  let mine = items
  return {
    [`${BASE}/list`]: () => ({ Items: mine }),
    [`${BASE}/index`]: { Categories: [{ Category: '出行', Functions: [fn('hotel', '酒店预订'), fn('train', '火车票预订'), fn('flight', '机票预订')] }] },
    [`${BASE}/search`]: null,
    [`${BASE}/add`]: (body: { FunctionCode: string }) => {
      mine = [...mine, item('2', body.FunctionCode, '火车票预订')]
      return { Id: '2' }
    },
    [`${BASE}/delete`]: (body: { Id: string }) => {
      mine = mine.filter((i) => i.Id !== body.Id)
      return null
    },
    ...patch,
  }
}

async function mount(answers: Record<string, unknown> = table()) {
  const fake = fakeRoot(answers)
  await mountWith(fake.root, <FrequentlyUsedScreen routeId='index3.0/offenUsed/index' query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index3.0/offenUsed/index', 'hotel/index', 'train/index']))

describe('FrequentlyUsedScreen', () => {
  it('shows loading first', async () => {
    await mount({ ...table(), [`${BASE}/list`]: () => new Promise(() => undefined) })
    expect(bodyText()).toContain('加载中')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount({ ...table(), [`${BASE}/list`]: () => (++attempts === 1 ? fail('常用服务异常') : { Items: [] }) })
    await waitForText('常用服务异常')
    await clickText('重试')
    await waitForText('我的常用（0/12）')
  })

  it('shows the empty state of a member without items', async () => {
    await mount(table([]))
    await waitForText('还没有常用功能，从下方添加')
  })

  it('adds a function from the catalogue', async () => {
    await mount()
    await waitForText('火车票预订')
    expect(bodyText()).toContain('已添加')
    await clickText('添加')
    await waitForText('我的常用（2/12）')
  })

  it('deletes an item after confirming', async () => {
    const { calls } = await mount()
    await waitForText('我的常用（1/12）')
    await clickText('删除')
    await waitForText('确定从常用中删除“酒店预订”吗？')
    await clickSelector('.popup__button--confirm')
    await flush()
    expect(calls.find((c) => c.path.endsWith('/delete'))?.body).toEqual({ Id: '1' })
    await waitForText('还没有常用功能，从下方添加')
  })

  it('asks for a keyword, and says when a search finds nothing while keeping the keyword', async () => {
    const { toasts } = await mount()
    await waitForText('火车票预订')
    await clickText('搜索')
    expect(toasts).toContain('请输入搜索关键词')
    await typeIntoField('.at-search-bar', '签证')
    await clickText('搜索')
    await waitForText('未找到相关功能')
    expect((document.querySelector('.at-search-bar input') as HTMLInputElement).value).toBe('签证')
  })

  it('offers only functions whose page is live (issue 13)', async () => {
    await mount()
    await waitForText('火车票预订')
    expect(bodyText()).not.toContain('机票预订')
  })
})
