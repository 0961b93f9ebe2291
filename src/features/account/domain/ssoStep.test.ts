import { FROM_WORKBENCH, ssoStep, withoutCodes } from './ssoStep'

describe('ssoStep', () => {
  it.each([
    ['h5-dingtalk', { authCode: 'abc', state: '20001' }, '', { kind: 'exchangeDingTalk', code: 'abc', enterpriseId: '20001', corpId: '' }],
    ['h5', { TmpAuthCode: 'tmp', EnterpriseId: '20001' }, '', { kind: 'exchangeDingTalk', code: 'tmp', enterpriseId: '20001', corpId: '' }],
    ['h5-dingtalk', { authCode: 'abc', state: '<x>' }, '', { kind: 'exchangeDingTalk', code: 'abc', enterpriseId: '', corpId: '' }],
    ['h5-dingtalk', { EnterpriseId: '20001' }, '', { kind: 'dingTalkOAuth', enterpriseId: '20001' }],
    ['h5-dingtalk', {}, '20001', { kind: 'dingTalkOAuth', enterpriseId: '20001' }],
    ['h5-dingtalk', {}, '', { kind: 'unavailable', message: FROM_WORKBENCH }],
    ['dd', { corpId: 'dingdemo20001' }, '', { kind: 'ddAuthCode', corpId: 'dingdemo20001' }],
    ['dd', { corpid: 'dingdemo20001' }, '', { kind: 'ddAuthCode', corpId: 'dingdemo20001' }],
    ['dd', {}, '20001', { kind: 'unavailable', message: FROM_WORKBENCH }],
    ['weapp', {}, '', { kind: 'wechatCode' }],
    ['h5', {}, '20001', { kind: 'passwordLogin' }],
    ['h5-wechat', {}, '', { kind: 'wechatOAuth' }],
    ['h5-wechat', {}, '20001', { kind: 'wechatOAuth' }],
    ['h5-wechat', { code: 'wx-code', state: 'wechat' }, '', { kind: 'exchangeWechat', code: 'wx-code' }],
  ] as const)('%s %j (known %p)', (container, query, known, expected) => {
    expect(ssoStep(container, query, known)).toEqual(expected)
  })
})

describe('withoutCodes', () => {
  it('drops the one-time codes and keeps the rest, so 重新登录 starts the login again', () => {
    expect(withoutCodes({ code: 'used', state: 'wechat', redirect: '/pages/my/index/index' })).toEqual({ state: 'wechat', redirect: '/pages/my/index/index' })
    expect(ssoStep('h5-wechat', withoutCodes({ code: 'used', state: 'wechat' }))).toEqual({ kind: 'wechatOAuth' })
    expect(ssoStep('h5-dingtalk', withoutCodes({ authCode: 'used', state: '20001' }))).toEqual({ kind: 'dingTalkOAuth', enterpriseId: '20001' })
  })
})
