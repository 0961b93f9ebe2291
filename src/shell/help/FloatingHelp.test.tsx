import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { RootStore } from '@/stores/root'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { FloatingHelp, type FloatingHelpProps } from './FloatingHelp'

beforeAll(initPxTransform)
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

/** Mounting waits one animation frame (16 ms of fake time) after the button's mount effect ran. */
const MOUNT_FRAME_MS = 16

async function mount(props: FloatingHelpProps = {}, setup?: (root: RootStore) => void) {
  jest.useFakeTimers()
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  const root = testRoot()
  setup?.(root)
  const t = new TestUtils()
  const mounting = t.mount(withStores(root, FloatingHelp), { props })
  jest.advanceTimersByTime(MOUNT_FRAME_MS)
  await mounting
  const button = () => document.querySelector('.floating-help') as HTMLElement
  const advance = (ms: number) => t.act(() => void jest.advanceTimersByTime(ms))
  const flush = async () => {
    for (let i = 0; i < 5; i++) await t.act(async () => void (await Promise.resolve()))
  }
  return { t, root, button, advance, flush, navigateTo }
}

describe('FloatingHelp', () => {
  it('sits at bottom 120, right 26 and slides half off-screen (right -40) after 2 s', async () => {
    const { button, advance } = await mount()
    expect(button().style.bottom).toBe(Taro.pxTransform(120))
    expect(button().style.right).toBe(Taro.pxTransform(26))
    advance(2000 - MOUNT_FRAME_MS - 1)
    expect(button().className).not.toContain('floating-help--hidden')
    advance(1)
    expect(button().className).toContain('floating-help--hidden')
    expect(button().style.right).toBe(Taro.pxTransform(-40))
  })

  it('a tap while hidden brings it back, and it hides again 2 s later', async () => {
    const { t, button, advance, root } = await mount()
    advance(2000)
    t.fireEvent.click(button())
    expect(button().className).not.toContain('floating-help--hidden')
    expect(root.ui.openPopupCount).toBe(0)
    advance(2000)
    expect(button().className).toContain('floating-help--hidden')
  })

  it('a tap while shown opens the popup; closing it re-hides the button and the popup count drops', async () => {
    const { t, button, root } = await mount()
    t.fireEvent.click(button())
    expect(document.querySelector('.layout-header__title')!.textContent).toBe('一键解决所有出行难题')
    expect(Array.from(document.querySelectorAll('.floating-help__entry-title')).map((n) => n.textContent)).toEqual([
      '在线帮助',
      '投诉与建议',
    ])
    expect(Array.from(document.querySelectorAll('.floating-help__entry-subtitle')).map((n) => n.textContent)).toEqual([
      '预订、订单、价格等问题',
      '服务异议、功能改进建议',
    ])
    expect(root.ui.openPopupCount).toBe(1)
    t.fireEvent.click(document.querySelector('.layout-header__btn-close')!)
    expect(root.ui.openPopupCount).toBe(0)
    expect(button().className).toContain('floating-help--hidden')
  })

  it('投诉与建议 opens the feedback editor with the order', async () => {
    const { t, button, navigateTo } = await mount({ orderNo: 'O9', productType: 6 })
    t.fireEvent.click(button())
    t.fireEvent.click(document.querySelector('.floating-help__entry--feedback')!)
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/my2.0/feedback/edit?orderNo=O9&productType=6' })
    expect(button().className).toContain('floating-help--hidden')
  })

  it('在线帮助 opens online help with productType, orderNo and orderStatus', async () => {
    const { t, button, navigateTo, flush } = await mount({ orderNo: 'O1', productType: 1, orderStatus: 2 })
    t.fireEvent.click(button())
    t.fireEvent.click(document.querySelector('.floating-help__entry--help')!)
    await flush()
    expect(navigateTo).toHaveBeenCalledTimes(1)
    const url = (navigateTo.mock.calls[0][0] as { url: string }).url
    expect(url.startsWith('/pages/index/iframeWeb?paramUrl=')).toBe(true)
    const address = decodeURIComponent(url.split('paramUrl=')[1])
    expect(address).toContain('/hybrid/html/online_service.html?')
    expect(address).toContain('productType=1&orderNo=O1&orderStatus=2&isApp=0')
  })

  it.each([
    ['platId 1081', (root: RootStore) => root.settings.update({ platId: '1081' })],
    ['dossen', (root: RootStore) => runInAction(() => (root.platform.agentPlatId = '1004'))],
    ['digicoms', (root: RootStore) => runInAction(() => (root.platform.agentPlatId = '1005'))],
  ])('on %s a tap opens help directly, without the popup', async (_name, setup) => {
    const { t, button, navigateTo, flush, root } = await mount({ productType: 5 }, setup)
    t.fireEvent.click(button())
    await flush()
    expect(root.ui.openPopupCount).toBe(0)
    expect(document.querySelector('.at-float-layout--active')).toBeNull()
    expect(navigateTo).toHaveBeenCalledTimes(1)
    expect((navigateTo.mock.calls[0][0] as { url: string }).url).toContain('/pages/index/iframeWeb?paramUrl=')
  })
})
