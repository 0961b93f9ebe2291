import { isWechatPayAllowed, wechatAppIdFor } from './wechat'

describe('isWechatPayAllowed', () => {
  it.each([
    ['weapp', '', true],
    ['h5-wechat', 'https://m.tripwise.cn', true],
    ['h5-wechat', 'https://azgo.tripwise.cn', false],
    ['h5-wechat', 'https://DIGICOMS.tripwise.cn/', false],
    ['h5', 'https://m.tripwise.cn', false],
    ['dd', '', false],
    ['h5-dingtalk', 'https://m.tripwise.cn', false],
  ] as const)('%s at %s -> %s', (container, origin, allowed) => {
    expect(isWechatPayAllowed(container, origin)).toBe(allowed)
  })
})

describe('wechatAppIdFor', () => {
  it('gives platform 1004 its own id, others the app id, the project id when none is built in', () => {
    const ids = { app: 'wxapp', hotelGroup: 'wxdossen' }
    expect(wechatAppIdFor(1004, ids)).toBe('wxdossen')
    expect(wechatAppIdFor('1004', ids)).toBe('wxdossen')
    expect(wechatAppIdFor(1020, ids)).toBe('wxapp')
    expect(wechatAppIdFor(1004, { app: 'wxapp' })).toBe('wxapp')
    expect(wechatAppIdFor(1020, {})).toBe('touristappid')
  })
})
