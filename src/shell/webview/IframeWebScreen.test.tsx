import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import IframeWebScreen from './IframeWebScreen'

beforeAll(initPxTransform)
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

async function mount(paramUrl: string | undefined, stackLength = 2, title?: string) {
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(new Array(stackLength).fill({}) as never)
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
  const t = new TestUtils()
  const query: Record<string, string> = { ...(paramUrl === undefined ? {} : { paramUrl }), ...(title ? { title } : {}) }
  // The page module hands the route's title over (createPage), as the generated pages/index/iframeWeb does.
  await t.mount(withStores(testRoot(), IframeWebScreen), { props: { routeId: 'index/iframeWeb' as const, title: '在线客服', query } })
  return { t, navigateBack, reLaunch }
}

describe('IframeWebScreen', () => {
  it("embeds the app's own static online-service page in an iframe on H5", async () => {
    const address = `${location.origin}/hybrid/html/online_service.html?isApp=0`
    await mount(address)
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(address)
    expect(document.querySelector('.iframe-web--refused')).toBeNull()
  })

  it('takes the title its opener gives (外卖点餐), else the page\'s own (在线客服)', async () => {
    const address = `${location.origin}/waimai/provider/menu?token=abc`
    await mount(address, 2, '外卖点餐')
    expect(document.body.textContent).toContain('外卖点餐')
    expect(document.body.textContent).not.toContain('在线客服')
    document.body.innerHTML = ''
    await mount(address)
    expect(document.body.textContent).toContain('在线客服')
  })

  it('embeds listed hosts and configured API hosts', async () => {
    await mount('https://mp.weixin.qq.com/s/x')
    expect(document.querySelector('iframe')).not.toBeNull()
    document.body.innerHTML = ''
    await mount('https://api.tripwise.cn/anything')
    expect(document.querySelector('iframe')).not.toBeNull()
  })

  it.each(['https://evil.example.com/', 'javascript:alert(1)', '', undefined])('refuses %p with the message and a back button', async (url) => {
    const { t, navigateBack } = await mount(url)
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.querySelector('.iframe-web__message')!.textContent).toBe('该地址不在允许范围内，无法打开')
    t.fireEvent.click(document.querySelector('.iframe-web__back')!)
    expect(navigateBack).toHaveBeenCalled()
  })

  it('the back button of a refused first page goes home', async () => {
    const { t, reLaunch } = await mount('https://evil.example.com/', 1)
    t.fireEvent.click(document.querySelector('.iframe-web__back')!)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })
})

describe('commonWebView (the same allow-list, url or paramUrl)', () => {
  async function mountCommon(query: Record<string, string>) {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const t = new TestUtils()
    await t.mount(withStores(testRoot(), IframeWebScreen), { props: { routeId: 'components/commonWebView/index' as const, query } })
  }

  it('embeds an allowed url and refuses another', async () => {
    await mountCommon({ url: 'https://mp.weixin.qq.com/s/x' })
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://mp.weixin.qq.com/s/x')
    document.body.innerHTML = ''
    await mountCommon({ url: 'https://evil.example.com/' })
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.querySelector('.iframe-web--refused')).not.toBeNull()
  })
})
