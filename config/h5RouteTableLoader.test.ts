import { trimAppConfig } from './h5RouteTableLoader'

const entry = (config: object) => `import { createRouter } from '@tarojs/router'
var config = ${JSON.stringify(config)}
window.__taroAppConfig = config
config.routes = [
  Object.assign({ path: 'pages/entry/index', load: function () {} }, {"navigationBarTitleText":"差旅管家"})
]
`
const configOf = (code: string) => JSON.parse(/^var config = (.*)$/m.exec(code)![1]) as Record<string, unknown>

describe('trimAppConfig (the H5 entry keeps what its router reads)', () => {
  const app = {
    router: { mode: 'browser' },
    pages: ['pages/entry/index', 'pages/index/index', 'pages/hotel/list/list'],
    subPackages: [{ root: 'pages/hotel', pages: ['list/list'] }],
    window: { navigationBarTitleText: '差旅管家' },
    networkTimeout: { request: 120000 },
  }

  it.each([
    ['the first page only (the home page when the URL names none)', 'pages', ['pages/entry/index']],
    ['no sub-packages (mini-programs only)', 'subPackages', undefined],
    ['the window settings', 'window', app.window],
    ['the router settings', 'router', app.router],
    ['the other settings', 'networkTimeout', app.networkTimeout],
  ])('keeps %s', (_what, key, expected) => {
    expect(configOf(trimAppConfig(entry(app)))[key]).toEqual(expected)
  })

  it('leaves the rest of the code, the route table included, as it was', () => {
    const code = entry(app)
    const trimmed = trimAppConfig(code)
    expect(trimmed.replace(/^var config = .*$/m, '')).toBe(code.replace(/^var config = .*$/m, ''))
  })

  it('keeps the whole page list when there is a tab bar (Taro reads it)', () => {
    const withTabs = { ...app, tabBar: { list: [{ pagePath: 'pages/index/index' }] } }
    expect(configOf(trimAppConfig(entry(withTabs))).pages).toEqual(app.pages)
  })

  it('fails when the loader output no longer has the expected shape', () => {
    expect(() => trimAppConfig('var appConfig = {}')).toThrow(/no `var config/)
  })
})
