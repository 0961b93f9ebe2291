import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { TabBar, liveTabs } from './TabBar'
import { buildTabs } from './tabs'

jest.mock('@/routes/registry', () => {
  const actual = jest.requireActual('@/routes/registry')
  return {
    ...actual,
    // every tab target counts as built, except the feedback editor
    routeByPath: (path: string) => {
      const route = actual.routeByPath(path)
      return route ? { ...route, isLive: route.id !== 'my2.0/feedback/edit' } : undefined
    },
  }
})

beforeAll(initPxTransform)
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

async function mount(current: 'home' | 'trip', setup?: (root: ReturnType<typeof testRoot>) => void) {
  const root = testRoot()
  setup?.(root)
  const t = new TestUtils()
  await t.mount(withStores(root, TabBar), { props: { current } })
  const texts = () => Array.from(document.querySelectorAll('.tab-bar__text')).map((n) => n.textContent)
  const item = (key: string) => document.querySelector(`.tab-bar__item--${key}`) as HTMLElement
  return { t, root, texts, item }
}

describe('liveTabs', () => {
  it('drops tabs whose target is not built', () => {
    const tabs = buildTabs({ homeUrl: '/pages/index/index', isDossen: false })
    expect(liveTabs(tabs, (url) => !url.includes('feedback')).map((t) => t.key)).toEqual(['home', 'approval', 'trip', 'my'])
  })
})

describe('TabBar', () => {
  it('renders the live tabs with the dots of the counts', async () => {
    const { texts, item } = await mount('home', (root) =>
      runInAction(() => root.client.update({ todoCount: 3, hasErrorOrderCount: 0 })),
    )
    expect(texts()).toEqual(['首页', '审批', '行程', '我的'])
    expect(item('approval').querySelector('.tab-bar__dot')).not.toBeNull()
    expect(item('trip').querySelector('.tab-bar__dot')).toBeNull()
  })

  it('keeps 审批 for a new-expense-mode member, pointing at the expense approvals now built (issues 13, 18)', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { t, texts, item } = await mount('home', (root) => root.settings.update({ IsUserNewExpense: true }))
    expect(texts()).toEqual(['首页', '审批', '行程', '我的'])
    t.fireEvent.click(item('approval'))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/expenseControl/approve/index/index' })
  })

  it('shows online service and change enterprise in dossen sales mode', async () => {
    const { texts } = await mount('home', (root) => runInAction(() => root.client.update({ isDossenSale: true })))
    expect(texts()).toEqual(['首页', '出行管家', '切换企业', '行程', '我的'])
  })

  it('renders nothing for the Azgo referrer', async () => {
    await mount('home', (root) => root.settings.update({ RefId: '219' }))
    expect(document.querySelector('.tab-bar')).toBeNull()
  })

  it('relaunches another tab and only replays the highlight on the current one', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { t, item } = await mount('trip')
    const before = item('trip').querySelector('.tab-bar__icon')
    t.fireEvent.click(item('trip'))
    expect(reLaunch).not.toHaveBeenCalled()
    const after = item('trip').querySelector('.tab-bar__icon')
    expect(after).not.toBe(before)
    expect(after!.className).toContain('tab-bar__icon--pulse')
    t.fireEvent.click(item('my'))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/my/index/index' })
  })

  it('sends the home tab to the chosen home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { t, item } = await mount('trip', (root) => root.settings.update({ isOpenBonusPoints: true }))
    t.fireEvent.click(item('home'))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index3.0/index' })
  })
})
