import { LAYOUT, backButton, pageHeader, pageTitle, statusBarOffset } from './layoutRules'

describe('pageTitle', () => {
  it('falls back to the app name, then the default name', () => {
    expect(pageTitle('酒店列表', '某某商旅')).toBe('酒店列表')
    expect(pageTitle('  ', '某某商旅')).toBe('某某商旅')
    expect(pageTitle(undefined, '')).toBe('差旅管家')
  })
})

describe('statusBarOffset', () => {
  it('adds 30 when the status bar height is above 0', () => {
    expect(statusBarOffset(20)).toBe(50)
    expect(statusBarOffset(0)).toBe(0)
    expect(statusBarOffset(null)).toBe(0)
    expect(statusBarOffset(undefined)).toBe(0)
  })
})

describe('pageHeader', () => {
  it('draws an 88 high header in app mode, below the status-bar offset', () => {
    expect(LAYOUT.headerHeight).toBe(88)
    expect(pageHeader({ hasNativeNavigationBar: false, isInAppBrowser: false, statusBarHeight: 24 })).toEqual({
      isDrawn: true,
      height: 88,
      offset: 54,
    })
    expect(pageHeader({ hasNativeNavigationBar: false, isInAppBrowser: false, statusBarHeight: 0 }).offset).toBe(0)
  })

  it('relies on the native bar in mini-programs and on the container bar in WeChat/DingTalk browsers', () => {
    const none = { isDrawn: false, height: 0, offset: 0 }
    expect(pageHeader({ hasNativeNavigationBar: true, isInAppBrowser: false, statusBarHeight: 24 })).toEqual(none)
    expect(pageHeader({ hasNativeNavigationBar: false, isInAppBrowser: true, statusBarHeight: 24 })).toEqual(none)
  })
})

describe('backButton', () => {
  it('goes back when there is a page behind, home on the first page, nothing when hidden', () => {
    expect(backButton(2, true)).toBe('back')
    expect(backButton(1, true)).toBe('home')
    expect(backButton(0, true)).toBe('home')
    expect(backButton(3, false)).toBe('none')
  })
})
