import { PLATFORM_WAIT_MS, START_SPLASH_MS, runStartup, type StartupDeps } from './runStartup'
import type { RouteLookup } from './startup'

const lookup: RouteLookup = (pathOrId) => {
  const path = `/${pathOrId.replace(/^\/+/, '')}`
  const live = [
    '/pages/order3.0/triplist',
    '/pages/index/index',
    '/pages/my/index/index',
    '/pages/loginAndRegister/login/login',
    '/pages/dingding/no_permission',
  ]
  return live.includes(path) ? { path, kind: 'page', isLive: true } : undefined
}

function deps(overrides: Partial<StartupDeps> = {}) {
  const log: string[] = []
  let loggedIn = false
  const d: StartupDeps = {
    query: {},
    href: '',
    settings: {
      update: (patch) => log.push(`update ${JSON.stringify(patch)}`),
      applyLogin: (login) => {
        loggedIn = true
        log.push(`login ${login.MemberId}/${login.Token}`)
      },
    },
    loadPlatform: async () => log.push('platform'),
    needsLogin: () => !loggedIn,
    home: () => '/pages/index/index',
    reLaunch: async (url) => log.push(`reLaunch ${url}`),
    navigateTo: async (url) => log.push(`navigateTo ${url}`),
    wait: () => new Promise(() => undefined),
    lookup,
    ...overrides,
  }
  return { d, log }
}

describe('runStartup', () => {
  it('constants: the index 2.0 start page waits 1.5 s', () => {
    expect(START_SPLASH_MS).toBe(1500)
    expect(PLATFORM_WAIT_MS).toBeGreaterThan(0)
  })

  it('sends a member who is not logged in to login', async () => {
    const { d, log } = deps()
    await runStartup(d)
    expect(log).toEqual(['platform', 'reLaunch /pages/loginAndRegister/login/login'])
  })

  it('logs in with token and memberId, stores the ids, goes home and then opens Page with orderNo', async () => {
    const { d, log } = deps({
      query: { token: 'T', memberId: 'M', platId: '1004', RefId: '7', Page: '/pages/order3.0/triplist', orderNo: 'O1' },
    })
    const opened = await runStartup(d)
    expect(log).toEqual([
      'update {"platId":"1004","RefId":"7","ToPage":"/pages/order3.0/triplist","ToOrderDetailSerialNo":"O1"}',
      'login M/T',
      'platform',
      'reLaunch /pages/index/index',
      'navigateTo /pages/order3.0/triplist?orderNo=O1',
    ])
    expect(opened).toEqual(['/pages/index/index', '/pages/order3.0/triplist?orderNo=O1'])
  })

  it('skips a Page that is not built', async () => {
    const { d, log } = deps({ query: { token: 'T', memberId: 'M', Page: '/pages/hotel/list/list' } })
    await runStartup(d)
    expect(log.filter((l) => l.startsWith('reLaunch') || l.startsWith('navigateTo'))).toEqual(['reLaunch /pages/index/index'])
  })

  it('stops on the no-permission page when appStatus or userStatus say so', async () => {
    const { d, log } = deps({ query: { token: 'T', memberId: 'M', appStatus: '1', userStatus: '0' } })
    await runStartup(d)
    expect(log[log.length - 1]).toBe('reLaunch /pages/dingding/no_permission?appStatus=1&userStaus=0')
  })

  it('rewrites a legacy #/ address to its page when that page is built', async () => {
    const { d, log } = deps({ href: 'https://h/#/pages/my/index/index?x=1' })
    expect(await runStartup(d)).toEqual(['/pages/my/index/index?x=1'])
    expect(log).toEqual(['reLaunch /pages/my/index/index?x=1'])
  })

  it('takes the start-up parameters from a legacy #/ entry address', async () => {
    const { d, log } = deps({ href: 'https://h/#/?token=T&memberId=M&Page=%2Fpages%2Forder3.0%2Ftriplist' })
    await runStartup(d)
    expect(log).toContain('login M/T')
    expect(log.slice(-2)).toEqual(['reLaunch /pages/index/index', 'navigateTo /pages/order3.0/triplist'])
  })

  it('treats a legacy address of a page not built yet as the entry', async () => {
    const { d, log } = deps({ href: 'https://h/#/pages/hotel/list/list?token=T&memberId=M' })
    await runStartup(d)
    expect(log.slice(-1)).toEqual(['reLaunch /pages/index/index'])
  })

  it('does not wait for the platform info longer than the limit, nor fail with it', async () => {
    const slow = deps({ loadPlatform: () => new Promise(() => undefined), wait: async () => undefined })
    await runStartup(slow.d)
    expect(slow.log).toEqual(['reLaunch /pages/loginAndRegister/login/login'])
    const failing = deps({ loadPlatform: async () => Promise.reject(new Error('x')) })
    await runStartup(failing.d)
    expect(failing.log).toEqual(['reLaunch /pages/loginAndRegister/login/login'])
  })

  it('opens nothing when the target page is not built (no loop through page-not-found)', async () => {
    const { d, log } = deps({ query: { token: 'T', memberId: 'M' }, home: () => '/pages/index3.0/index' })
    expect(await runStartup(d)).toEqual([])
    expect(log.filter((l) => l.startsWith('reLaunch'))).toEqual([])
  })

  it('chooses the home after the platform info arrived', async () => {
    let agent = ''
    const { d, log } = deps({
      query: { token: 'T', memberId: 'M' },
      loadPlatform: async () => {
        agent = '1004'
      },
      home: () => (agent === '1004' ? '/pages/my/index/index' : '/pages/index/index'),
    })
    await runStartup(d)
    expect(log.slice(-1)).toEqual(['reLaunch /pages/my/index/index'])
  })
})
