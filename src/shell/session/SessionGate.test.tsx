import { Text } from '@tarojs/components'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, mountWith, waitForText } from '@test/shared/render'
import { SessionGate } from './SessionGate'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())
jest.mock('@/core/platform/container', () => ({ ...jest.requireActual('@/core/platform/container'), getContainer: () => 'h5-wechat' }))

beforeAll(initPxTransform)

describe('SessionGate inside WeChat or DingTalk (no redirect)', () => {
  it('says why the session ended: the server\'s message is the notice, not 您已退出登录 (issue 34)', async () => {
    const { root } = fakeRoot({}, { isLoggedIn: false })
    root.ui.keepSessionEndReason('您的账号已在其他设备登录，请重新登录')
    await mountWith(root, <SessionGate routeId='my/index' query={{}}><Text>我的</Text></SessionGate>)
    await waitForText('您的账号已在其他设备登录，请重新登录')
    expect(document.querySelector('.session-gate__title')?.textContent).toBe('您的账号已在其他设备登录，请重新登录')
    expect(bodyText()).not.toContain('您已退出登录')
    expect(bodyText()).toContain('重新登录')
  })
  it('without a kept reason shows the plain notice', async () => {
    const { root } = fakeRoot({}, { isLoggedIn: false })
    await mountWith(root, <SessionGate routeId='my/index' query={{}}><Text>我的</Text></SessionGate>)
    await waitForText('登录后可继续使用当前页面')
    expect(bodyText()).toContain('您已退出登录')
    expect(bodyText()).not.toContain('其他设备')
  })
})
