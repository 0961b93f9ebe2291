import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { RootStore } from '@/stores/root'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { PageLayout, type PageLayoutProps } from './PageLayout'

beforeAll(initPxTransform)
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

async function mount(props: PageLayoutProps, stackLength: number, setup?: (root: RootStore) => void) {
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(new Array(stackLength).fill({}) as never)
  const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
  const root = testRoot()
  setup?.(root)
  const t = new TestUtils()
  await t.mount(withStores(root, PageLayout), { props: { ...props, children: <Text className='body'>内容</Text> } })
  return { t, root, setTitle, navigateBack, reLaunch }
}

const title = () => document.querySelector('.page-layout__title')?.textContent

describe('PageLayout', () => {
  it('draws an 88 high header with the title on H5 and sets the navigation title', async () => {
    const { setTitle } = await mount({ title: '酒店列表' }, 2)
    expect(title()).toBe('酒店列表')
    expect(setTitle).toHaveBeenCalledWith({ title: '酒店列表' })
    const header = document.querySelector('.page-layout__header') as HTMLElement
    expect(header.style.height).toBe(Taro.pxTransform(88))
    expect(document.querySelector('.body')!.textContent).toBe('内容')
  })

  it("falls back to the brand's app name", async () => {
    await mount({}, 2, (root) => runInAction(() => (root.platform.agentAppName = '某某商旅')))
    expect(title()).toBe('某某商旅')
    document.body.innerHTML = ''
    await mount({}, 2)
    expect(title()).toBe('差旅管家')
  })

  it('goes back when a page is behind', async () => {
    const { t, navigateBack } = await mount({ title: 'x' }, 2)
    const back = document.querySelector('.page-layout__back')!
    expect([back.getAttribute('role'), back.getAttribute('aria-label'), back.getAttribute('tabindex')]).toEqual(['button', '返回', '0'])
    t.fireEvent.click(back)
    expect(navigateBack).toHaveBeenCalled()
  })

  it('on the first page of the stack the button goes home instead', async () => {
    const { t, reLaunch, navigateBack } = await mount({ title: 'x' }, 1, (root) => root.settings.update({ isOpenBonusPoints: true }))
    expect(document.querySelector('.page-layout__back')!.getAttribute('aria-label')).toBe('首页')
    t.fireEvent.click(document.querySelector('.page-layout__back')!)
    expect(navigateBack).not.toHaveBeenCalled()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index3.0/index' })
  })

  it('hides the button when asked, and uses onBack when given', async () => {
    await mount({ title: 'x', showsBack: false }, 3)
    expect(document.querySelector('.page-layout__back')).toBeNull()
    document.body.innerHTML = ''
    const onBack = jest.fn()
    const { t, navigateBack } = await mount({ title: 'x', onBack }, 3)
    t.fireEvent.click(document.querySelector('.page-layout__back')!)
    expect(onBack).toHaveBeenCalled()
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('mounts the loading overlay, which follows ui.loading', async () => {
    const { t, root } = await mount({ title: 'x' }, 2)
    expect(document.querySelector('.loading-overlay')).toBeNull()
    t.act(() => root.ui.showLoading('正在提交'))
    expect(document.querySelector('.loading-overlay')!.textContent).toContain('正在提交')
    t.act(() => root.ui.hideLoading())
    expect(document.querySelector('.loading-overlay')).toBeNull()
  })
})
