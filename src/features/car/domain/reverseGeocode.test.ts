import type { SearchGeocodeReGeoData } from '@api/car'
import { LOCATION_FAILED, reverseGeocode, withLayoutHints } from './reverseGeocode'

const data = { Regeocode: { Name: '人民广场' } } as unknown as SearchGeocodeReGeoData

describe('reverseGeocode', () => {
  it('answers the data of a success', async () => {
    const toast = jest.fn()
    await expect(reverseGeocode(async () => ({ Code: '0000', Msg: '', Data: data }), toast)).resolves.toBe(data)
    expect(toast).not.toHaveBeenCalled()
  })
  it.each([
    ['a refusal in the envelope', { Code: '4001', Msg: '当前位置暂未开通用车服务', Data: null }, '当前位置暂未开通用车服务'],
    ['a refusal without a message', { Code: '5000', Msg: '', Data: null }, LOCATION_FAILED],
  ])('toasts Msg and rejects on %s', async (_, result, message) => {
    const toast = jest.fn()
    await expect(reverseGeocode(async () => result, toast)).rejects.toMatchObject({ Msg: result.Msg })
    expect(toast).toHaveBeenCalledWith(message)
  })
  it('toasts the message of a rejected call', async () => {
    const toast = jest.fn()
    await expect(reverseGeocode(() => Promise.reject({ Code: '4001', Msg: '当前位置暂未开通用车服务' }), toast)).rejects.toBeTruthy()
    expect(toast).toHaveBeenCalledWith('当前位置暂未开通用车服务')
  })
  it('stays silent when the call was aborted', async () => {
    const toast = jest.fn()
    await expect(reverseGeocode(() => Promise.reject({ isAborted: true }), toast)).rejects.toBeTruthy()
    expect(toast).not.toHaveBeenCalled()
  })
  it('rejects a success without data with 获取位置信息失败', async () => {
    const toast = jest.fn()
    await expect(reverseGeocode(async () => ({ Code: '0000', Msg: '成功', Data: null }), toast)).rejects.toMatchObject({ message: LOCATION_FAILED })
    expect(toast).not.toHaveBeenCalled()
  })
})

describe('withLayoutHints', () => {
  const point = (Longitude: number, Latitude: number) => ({ Name: 'p', Address: '', IsAdsorb: 0 as const, CityName: '上海', CityCode: '310100', Longitude, Latitude, Distance: 0, Type: 4 as const })
  it.each([
    [121.469, 31.23, 'left'],
    [121.471, 31.2301, 'right'],
    [121.471, 31.23011, 'bottom'],
  ])('(%f, %f) → %s', (lon, lat, hint) => expect(withLayoutHints([point(lon, lat)], { Longitude: 121.47, Latitude: 31.23 })[0].Returnvalue).toBe(hint))
})
