import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { Banner } from '../api/homeApi'
// The H5 banner itself (jest resolves BannerSwiper to the mini-programs' file).
import { BannerSwiper } from './BannerSwiper.h5'

const banner = (id: string): Banner => ({ Id: id, ImageUrl: `https://img.example/${id}.png` }) as Banner
const track = () => document.querySelector('.home-banners__track') as HTMLDivElement
const dots = () => Array.from(document.querySelectorAll('.home-banners__dot'))
const activeDot = () => dots().findIndex((d) => d.classList.contains('home-banners__dot--active'))

/** jsdom has no layout: give the strip a width and record where it is asked to scroll. */
function layOut(width: number) {
  const el = track()
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: width })
  const scrolls: number[] = []
  el.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.left ?? 0)
    el.scrollLeft = options.left ?? 0
  }) as typeof el.scrollTo
  return scrolls
}

/** Fakes only the interval the autoplay uses: Taro's test mount waits on real timeouts and frames. */
const fakeIntervals = () =>
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'Date', 'hrtime', 'performance'] })

afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

describe('BannerSwiper on H5 (scroll-snap strip)', () => {
  it('renders nothing without banners unless they are loading', async () => {
    await new TestUtils().mount(() => <BannerSwiper banners={[]} onTap={() => undefined} />)
    expect(document.querySelector('.home-banners')).toBeNull()
    await new TestUtils().mount(() => <BannerSwiper banners={[]} isPending onTap={() => undefined} />)
    expect(document.querySelector('.home-banners--pending')).not.toBeNull()
  })

  it('shows one slide per banner, dots only for two or more', async () => {
    await new TestUtils().mount(() => <BannerSwiper banners={[banner('a')]} onTap={() => undefined} />)
    expect(document.querySelectorAll('.home-banners__slide')).toHaveLength(1)
    expect(dots()).toHaveLength(0)
    document.body.innerHTML = ''
    await new TestUtils().mount(() => <BannerSwiper banners={[banner('a'), banner('b'), banner('c')]} onTap={() => undefined} />)
    expect(document.querySelectorAll('.home-banners__slide')).toHaveLength(3)
    expect(dots()).toHaveLength(3)
    expect(activeDot()).toBe(0)
  })

  it('turns every 5 s and goes back to the first after the last', async () => {
    fakeIntervals()
    await new TestUtils().mount(() => <BannerSwiper banners={[banner('a'), banner('b')]} onTap={() => undefined} />)
    const scrolls = layOut(300)
    act(() => { jest.advanceTimersByTime(5000) })
    act(() => { jest.advanceTimersByTime(5000) })
    expect(scrolls).toEqual([300, 0])
  })

  it('does not turn while a finger is on it', async () => {
    fakeIntervals()
    await new TestUtils().mount(() => <BannerSwiper banners={[banner('a'), banner('b')]} onTap={() => undefined} />)
    const scrolls = layOut(300)
    act(() => { track().dispatchEvent(new Event('touchstart', { bubbles: true })) })
    act(() => { jest.advanceTimersByTime(5000) })
    expect(scrolls).toEqual([])
  })

  it('marks the dot of the slide scrolled to', async () => {
    await new TestUtils().mount(() => <BannerSwiper banners={[banner('a'), banner('b'), banner('c')]} onTap={() => undefined} />)
    layOut(300)
    act(() => {
      track().scrollLeft = 600
      track().dispatchEvent(new Event('scroll'))
    })
    expect(activeDot()).toBe(2)
  })

  it('hands the tapped banner to onTap', async () => {
    const onTap = jest.fn()
    await new TestUtils().mount(() => <BannerSwiper banners={[banner('a'), banner('b')]} onTap={onTap} />)
    act(() => { (document.querySelectorAll('.home-banners__image')[1] as HTMLElement).click() })
    expect(onTap).toHaveBeenCalledWith(banner('b'))
  })
})
