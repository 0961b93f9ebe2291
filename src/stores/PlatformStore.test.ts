import { PLATFORM_STORAGE_KEY, PlatformStore } from './PlatformStore'
import { fakeRequest } from '@test/stores/fakeRequest'
import { memoryStorage } from '@test/stores/fakes'

const info = {
  agentAppName: '东呈差旅',
  agentLogoDist: 'https://cdn.test/dossen.png',
  agentName: '东呈',
  agentPlatId: 1004,
  apiUrl: 'https://api.test',
  hostUrl: 'https://m.test',
  integralLogoUrl: '',
  platId: 1004,
  servicePhone: '400-111-2222',
  filingInfo: '粤ICP备',
  serviceType: 2,
}

describe('PlatformStore', () => {
  it('load() posts get-plat-info without needing login and keeps every field', async () => {
    const { request, calls } = fakeRequest({ 'tripwise-m-api/agent-account/get-plat-info': info })
    const storage = memoryStorage()
    const store = new PlatformStore({ request, storage })
    const params = { agentPlatId: 1004, clientType: 'H5', hostUrl: 'm.test', enterpriseId: 'E1' }
    await store.load(params)
    expect(calls).toEqual([
      { module: 'tripwise-m-api', path: 'agent-account/get-plat-info', body: params, options: { needLogin: false } },
    ])
    expect(store.status).toBe('ready')
    expect(store.info()).toEqual({ ...info, agentPlatId: '1004', platId: '1004', serviceType: '2' })
    expect(storage.data.get(PLATFORM_STORAGE_KEY)).toMatchObject({ agentName: '东呈' })
    expect(new PlatformStore({ request, storage }).agentAppName).toBe('东呈差旅')
  })

  it('server values win over the agent defaults; an empty one falls back to the default logo', async () => {
    const { request } = fakeRequest({ 'tripwise-m-api/agent-account/get-plat-info': info })
    const store = new PlatformStore({ request, storage: memoryStorage(), assetBase: 'https://cdn.test' })
    await store.load()
    expect(store.brand.appName).toBe('东呈差旅')
    expect(store.logoUrl).toBe('https://cdn.test/dossen.png')
    expect(store.brand.integralLogoUrl).toBe('https://cdn.test/static/brand/dossen/integral-logo.png')
    expect(store.brand.servicePhone).toBe('400-111-2222')
  })

  it('before loading: the default brand 差旅管家 with its default logo', () => {
    const store = new PlatformStore({ request: fakeRequest({}).request, storage: memoryStorage() })
    expect(store.brand.appName).toBe('差旅管家')
    expect(store.logoUrl).toBe('/static/brand/clgj/logo.png')
  })

  it('a failure keeps the error message and status error', async () => {
    const { request } = fakeRequest({
      'tripwise-m-api/agent-account/get-plat-info': { reject: { Code: '1001', Msg: '平台不存在', Data: null } },
    })
    const store = new PlatformStore({ request, storage: memoryStorage() })
    await expect(store.load()).resolves.toBeNull()
    expect(store.status).toBe('error')
    expect(store.error).toBe('平台不存在')
  })
})
