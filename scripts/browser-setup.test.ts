import { APT_PACKAGES, planBrowserSetup } from './browser-setup.mjs'

const base = { hasChromium: false, hasCjkFont: false, isRoot: false, hasApt: true, chromiumPath: '/usr/bin/chromium' }

// Issue 13 item 10: `npm test` on a fresh machine stopped at the browser tests (/usr/bin/chromium not found).
describe('planBrowserSetup', () => {
  it('is ready when Chromium and the CJK font are there', () => {
    expect(planBrowserSetup({ ...base, hasChromium: true, hasCjkFont: true })).toEqual({ kind: 'ready' })
  })

  it('installs chromium and fonts-noto-cjk with apt-get as root on Debian', () => {
    expect(planBrowserSetup({ ...base, isRoot: true })).toEqual({
      kind: 'install',
      commands: [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium', 'fonts-noto-cjk']],
    })
    expect(planBrowserSetup({ ...base, isRoot: true, hasChromium: true }).kind).toBe('install')
    expect(APT_PACKAGES).toEqual(['chromium', 'fonts-noto-cjk'])
  })

  it('says plainly what to install when it cannot', () => {
    const plan = planBrowserSetup(base)
    expect(plan).toEqual({
      kind: 'instructions',
      message:
        'The browser tests need Chromium (/usr/bin/chromium) and a CJK font (Noto Sans CJK), which this machine lacks. Install: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk',
    })
    const noApt = planBrowserSetup({ ...base, hasApt: false, isRoot: true, hasCjkFont: true })
    expect(noApt.kind).toBe('instructions')
    expect(noApt.kind === 'instructions' && noApt.message).toMatch(/^The browser tests need Chromium \(\/usr\/bin\/chromium\), which/)
  })
})
