import { APP_CONFIG_OFF } from '@domain/appConfig/appConfig'
import { AppConfigStore } from './AppConfigStore'

describe('AppConfigStore', () => {
  it('is all off until loaded, then the enterprise\'s flags; loads once', async () => {
    let calls = 0
    const store = new AppConfigStore({ appConfig: async () => (calls++, { ...APP_CONFIG_OFF, openSavingBonus: true }) })
    expect(store.config.openSavingBonus).toBe(false)
    await Promise.all([store.ensure(), store.ensure()])
    await store.ensure()
    expect(store.config.openSavingBonus).toBe(true)
    expect(calls).toBe(1)
    store.reset()
    expect(store.config.openSavingBonus).toBe(false)
    await store.ensure()
    expect(calls).toBe(2)
  })

  it('a failure leaves the flags off and the next call retries', async () => {
    let fail = true
    const store = new AppConfigStore({ appConfig: async () => (fail ? Promise.reject({ Msg: 'x' }) : { ...APP_CONFIG_OFF, isDidiEntrance: true }) })
    await store.ensure()
    expect(store.isLoaded).toBe(false)
    fail = false
    await store.ensure()
    expect(store.config.isDidiEntrance).toBe(true)
  })
})
