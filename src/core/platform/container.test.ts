import Taro from '@tarojs/taro'
import { containerOf, getContainer, isInAppContainer } from './container'

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI'
const DING_UA = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Mobile Safari/537.36 AliApp(DingTalk/7.0.10)'

describe('containerOf', () => {
  it('mini-programs by Taro.getEnv()', () => {
    expect(containerOf('WEAPP', WECHAT_UA)).toBe('weapp')
    expect(containerOf('dd', '')).toBe('dd')
  })
  it('H5 in-app browsers by user agent', () => {
    expect(containerOf('WEB', WECHAT_UA)).toBe('h5-wechat')
    expect(containerOf('WEB', DING_UA)).toBe('h5-dingtalk')
    expect(containerOf('WEB', 'Mozilla/5.0 Chrome/120')).toBe('h5')
  })
  it('only plain H5 is outside WeChat/DingTalk', () => {
    expect(isInAppContainer('h5')).toBe(false)
    expect(isInAppContainer('h5-wechat')).toBe(true)
  })
  it('getContainer reads Taro.getEnv and navigator.userAgent', () => {
    const spy = jest.spyOn(Taro, 'getEnv').mockReturnValue('WEB' as never)
    expect(getContainer()).toBe(navigator.userAgent.includes('MicroMessenger') ? 'h5-wechat' : 'h5')
    spy.mockRestore()
  })
})
