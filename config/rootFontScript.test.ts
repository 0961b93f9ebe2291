import { rootFontScript } from './rootFontScript'

/** Runs the script against a stand-in window; answers the root font size it set. */
function rootSize(viewport: { clientWidth: number; innerWidth?: number; innerHeight: number; boxHeight?: number }) {
  const style: Record<string, string> = {}
  const listeners: Array<() => void> = []
  const documentElement = {
    clientWidth: viewport.clientWidth,
    style,
    // Taro's own script read this box: before content, only a few pixels high.
    getBoundingClientRect: () => ({ width: viewport.clientWidth, height: viewport.boxHeight ?? 8 }),
  }
  const fakeWindow = {
    document: { documentElement },
    innerWidth: viewport.innerWidth ?? viewport.clientWidth,
    innerHeight: viewport.innerHeight,
    addEventListener: (_name: string, listener: () => void) => listeners.push(listener),
  }
  new Function('window', rootFontScript())(fakeWindow)
  return { size: style.fontSize, listeners }
}

describe('rootFontScript', () => {
  it('sizes rem from the viewport width on a portrait phone, whatever the document height', () => {
    expect(rootSize({ clientWidth: 412, innerHeight: 823 }).size).toBe(`${(40 * 412) / 750}px`)
    expect(rootSize({ clientWidth: 375, innerHeight: 667, boxHeight: 0 }).size).toBe('20px')
    expect(rootSize({ clientWidth: 390, innerHeight: 844, boxHeight: 3 }).size).toBe('20.8px')
  })

  it('takes the shorter side in landscape and keeps to 20–40px', () => {
    expect(rootSize({ clientWidth: 844, innerHeight: 390 }).size).toBe('20.8px')
    expect(rootSize({ clientWidth: 300, innerHeight: 600 }).size).toBe('20px')
    expect(rootSize({ clientWidth: 1200, innerHeight: 900 }).size).toBe('40px')
  })

  it('recomputes on resize', () => {
    expect(rootSize({ clientWidth: 412, innerHeight: 823 }).listeners).toHaveLength(1)
  })
})
