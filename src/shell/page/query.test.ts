import { decodeQuery } from './query'

describe('decodeQuery', () => {
  it('decodes H5 values once and maps legacy names', () => {
    expect(decodeQuery({ city: '%E5%8C%97%E4%BA%AC', userStaus: '1', corpid: 'ding1' })).toEqual({
      city: '北京', userStaus: '1', userStatus: '1', corpid: 'ding1', corpId: 'ding1',
    })
  })
  it('keeps malformed escapes as they came and drops the Taro timestamp', () => {
    expect(decodeQuery({ q: '%E5%', $taroTimestamp: '1' })).toEqual({ q: '%E5%' })
  })
})
