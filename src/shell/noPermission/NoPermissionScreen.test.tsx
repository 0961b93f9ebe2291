import TestUtils from '@tarojs/test-utils-react'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import NoPermissionScreen from './NoPermissionScreen'

beforeAll(initPxTransform)
afterEach(() => {
  document.body.innerHTML = ''
})

async function titleFor(query: Record<string, string>) {
  const t = new TestUtils()
  await t.mount(withStores(testRoot(), NoPermissionScreen), { props: { routeId: 'dingding/no_permission' as const, query } })
  const title = document.querySelector('.no-permission__title')!.textContent
  document.body.innerHTML = ''
  return title
}

describe('NoPermissionScreen', () => {
  it('reads appStatus and userStaus from the query', async () => {
    expect(await titleFor({ appStatus: '0' })).toBe('企业尚未开通本应用')
    expect(await titleFor({ appStatus: '1', userStaus: '0' })).toBe('您的账号尚未激活')
    expect(await titleFor({})).toBe('暂无访问权限')
  })
})
