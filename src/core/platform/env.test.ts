import { BUILD_TARGET, isH5Build, miniProgramApiBase, phoneTypeOf } from './env'

describe('platform env', () => {
  it('tests run as the h5 target', () => {
    expect(BUILD_TARGET).toBe('h5')
    expect(isH5Build()).toBe(true)
  })
  it('mini-program API base defaults to the local server, or TARO_APP_API_BASE', () => {
    const saved = process.env.TARO_APP_API_BASE
    delete process.env.TARO_APP_API_BASE
    expect(miniProgramApiBase()).toBe('http://127.0.0.1:8080')
    process.env.TARO_APP_API_BASE = ' https://api.example.cn '
    expect(miniProgramApiBase()).toBe('https://api.example.cn')
    if (saved === undefined) delete process.env.TARO_APP_API_BASE
    else process.env.TARO_APP_API_BASE = saved
  })
  it('PhoneType per target', () => {
    expect(phoneTypeOf('h5')).toBe('H5')
    expect(phoneTypeOf('weapp')).toBe('WeChatMiniProgram')
    expect(phoneTypeOf('dd')).toBe('DingTalkMiniProgram')
  })
})
