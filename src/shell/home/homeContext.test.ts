import { runInAction } from 'mobx'
import { testRoot } from '@test/shell/stores'
import { chooseHome } from './chooseHome'
import { homeContextOf } from './homeContext'

describe('homeContextOf', () => {
  it('reads the Azgo tracing id, the agent platform and bonus points from the stores', () => {
    const root = testRoot()
    expect(chooseHome(homeContextOf(root))).toBe('/pages/index/index')
    runInAction(() => root.client.update({ enterpriseConfigInfo: { isOpenBonusPoints: true } }))
    expect(chooseHome(homeContextOf(root))).toBe('/pages/index3.0/index')
    root.settings.update({ platId: '1004' })
    expect(chooseHome(homeContextOf(root))).toBe('/pages/index3.0/dossen/index')
    root.settings.update({ RefId: '219' })
    runInAction(() => root.client.update({ AzgoUserInfo: { RefId: 219, AzgoTraceId: 'TR-1' } }))
    expect(chooseHome(homeContextOf(root))).toBe('/pages/product3.0/hotel/index/index?isPrivate=1')
  })

  it('prefers the platform info agentPlatId over the stored platId', () => {
    const root = testRoot()
    root.settings.update({ platId: '1004' })
    runInAction(() => (root.platform.agentPlatId = '1001'))
    expect(homeContextOf(root).agentPlatId).toBe('1001')
  })
})
