import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { StoresProvider, useStores } from './context'
import { createRootStore } from './root'
import { fakeRequest } from '@test/stores/fakeRequest'
import { memoryStorage } from '@test/stores/fakes'

describe('root store and context', () => {
  it('creates every store with the injected storage and request', async () => {
    const storage = memoryStorage()
    const { request, calls } = fakeRequest({ 'common/api/order/GetErrorOrderCount': 1 })
    const root = createRootStore({ storage, request })
    expect(storage.data.has('settings')).toBe(true)
    await root.client.refreshBadges()
    expect(calls).toHaveLength(1)
    expect(root.client.hasErrorOrderCount).toBe(1)
  })

  it('the client store asks the settings whether the member approves', async () => {
    const { request, calls } = fakeRequest({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 1 }, 'common/api/order/GetErrorOrderCount': 0 })
    const root = createRootStore({ storage: memoryStorage(), request })
    root.settings.update({ IsApprover: true })
    await root.client.refreshBadges()
    expect(calls.map((call) => call.path)).toContain('api/approval/GetToDoApprovalSummary')
  })

  it('clearSession clears settings and client state', () => {
    const root = createRootStore({ storage: memoryStorage(), request: fakeRequest({}).request })
    root.settings.applyLogin({ MemberId: 'M', Token: 'T' })
    root.client.update({ todoCount: 3 })
    root.clearSession()
    expect(root.settings.isLoggedIn).toBe(false)
    expect(root.client.todoCount).toBe(0)
  })

  it('useStores gives the provided root to observers', async () => {
    const root = createRootStore({ storage: memoryStorage(), request: fakeRequest({}).request })
    const Name = observer(() => <Text className='app-name'>{useStores().platform.brand.appName}</Text>)
    const App = () => (
      <StoresProvider root={root}>
        <Name />
      </StoresProvider>
    )
    const t = new TestUtils()
    await t.mount(App)
    expect(document.querySelector('.app-name')?.textContent).toBe('差旅管家')
    t.unmout()
  })

  it('useStores throws outside a provider', async () => {
    let thrown: unknown = null
    const Bad = () => {
      try {
        useStores()
      } catch (error) {
        thrown = error
      }
      return null
    }
    const t = new TestUtils()
    await t.mount(Bad)
    expect(String(thrown)).toContain('StoresProvider')
    t.unmout()
  })
})

describe('why a session ended outlives a reload (issue 34: nothing showed in a browser)', () => {
  it('a new app run on the same storage still has the server\'s reason; a sign-in forgets it', () => {
    const storage = memoryStorage()
    const first = createRootStore({ storage, request: jest.fn() as never })
    first.ui.keepSessionEndReason('您的账号已在其他设备登录，请重新登录')
    first.dispose()
    const reloaded = createRootStore({ storage, request: jest.fn() as never })
    expect(reloaded.ui.sessionEndReason).toBe('您的账号已在其他设备登录，请重新登录')
    reloaded.settings.applyLogin({ MemberId: 'm1', Token: 't1', MemberName: '张三', EnterpriseId: '100', CustomerName: '张三' })
    expect(reloaded.ui.sessionEndReason).toBe('')
    reloaded.dispose()
    expect(createRootStore({ storage, request: jest.fn() as never }).ui.sessionEndReason).toBe('')
  })
})
