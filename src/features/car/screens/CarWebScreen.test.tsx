import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, mountWith, waitForText } from '@test/shared/render'
import CarWebScreen from './CarWebScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const own = `${window.location.origin}/car/provider/fare-rules`

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['car/iframe', 'car/ios', 'car/webView', 'product3.0/car/index']))

describe('the car provider pages', () => {
  it('embeds the provider page of the own server under its title', async () => {
    const fake = fakeRoot({})
    await mountWith(fake.root, <CarWebScreen routeId='car/iframe' variant='iframe' query={{ url: own, title: '计价规则' }} />)
    await waitForText('计价规则')
    const frame = document.querySelector('iframe')
    expect(frame?.getAttribute('src')).toBe(own)
    expect(document.querySelector('.car-web__scroller')).toBeNull()
  })

  it('wraps the frame in a scrolling box on iOS', async () => {
    const fake = fakeRoot({})
    await mountWith(fake.root, <CarWebScreen routeId='car/ios' variant='ios' query={{ url: own }} />)
    await waitForText('用车')
    expect(document.querySelector('.car-web__scroller iframe')?.getAttribute('src')).toBe(own)
  })

  it('refuses an address outside the allow-list and a missing one', async () => {
    const fake = fakeRoot({})
    await mountWith(fake.root, <CarWebScreen routeId='car/iframe' variant='iframe' query={{ url: 'https://evil.example.com/pay' }} />)
    await waitForText('该地址不在允许范围内')
    expect(document.querySelector('iframe')).toBeNull()
    document.body.innerHTML = ''
    await mountWith(fake.root, <CarWebScreen routeId='car/iframe' variant='iframe' query={{}} />)
    await waitForText('缺少页面地址')
    expect(bodyText()).toContain('返回')
  })
})
