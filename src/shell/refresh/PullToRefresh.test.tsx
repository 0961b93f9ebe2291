import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { initPxTransform } from '@test/shell/taro'
import { REFRESH } from './machine'
import { PullToRefresh } from './PullToRefresh'

const reach = REFRESH.threshold / REFRESH.damping + 10

async function mount(onRefresh: () => Promise<unknown> | void) {
  const t = new TestUtils()
  await t.mount(PullToRefresh, { props: { onRefresh, children: <Text>列表</Text> } })
  const root = document.querySelector('.pull-refresh') as HTMLElement
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    t.fireEvent[type](root, {
      touches: (type === 'touchEnd' ? [] : [{ clientY: y }]) as unknown as Touch[],
      changedTouches: [{ clientY: y }] as unknown as Touch[],
    })
  return { t, root, touch, caption: () => document.querySelector('.pull-refresh__caption')?.textContent }
}

beforeAll(initPxTransform)

describe('PullToRefresh on H5', () => {
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it('has no transform at rest, so fixed popups inside keep the viewport as their containing block', async () => {
    const { touch } = await mount(jest.fn())
    const track = () => document.querySelector('.pull-refresh__track') as HTMLElement
    expect(track().style.transform).toBe('none')
    touch('touchStart', 100)
    touch('touchMove', 120)
    expect(track().style.transform).toBe(`translate3d(0, ${20 * REFRESH.damping}px, 0)`)
  })

  it('shows the captions while pulling and refreshes on release past the threshold', async () => {
    let finish: () => void = () => undefined
    const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { t, root, touch, caption } = await mount(onRefresh)
    touch('touchStart', 100)
    touch('touchMove', 110)
    expect(caption()).toBe('下拉刷新')
    expect(root.className).toContain('pull-refresh--pulling')
    touch('touchMove', 100 + reach)
    expect(caption()).toBe('释放立即刷新')
    touch('touchEnd', 100 + reach)
    expect(caption()).toBe('正在刷新…')
    await t.act(async () => {
      await Promise.resolve()
    })
    expect(onRefresh).toHaveBeenCalledTimes(1)
    await t.act(async () => {
      finish()
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(root.className).toContain('pull-refresh--restoring')
  })

  it('an early release aborts and settles back to idle by the 350 ms fallback', async () => {
    const onRefresh = jest.fn()
    const { t, root, touch } = await mount(onRefresh)
    jest.useFakeTimers()
    touch('touchStart', 100)
    touch('touchMove', 120)
    touch('touchEnd', 120)
    expect(root.className).toContain('pull-refresh--aborting')
    t.act(() => {
      jest.advanceTimersByTime(349)
    })
    expect(root.className).toContain('pull-refresh--aborting')
    t.act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(root.className).toContain('pull-refresh--idle')
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
