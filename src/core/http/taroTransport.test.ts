import Taro from '@tarojs/taro'
import { taroIsOffline, taroTransport } from './taroTransport'

describe('taroTransport', () => {
  afterEach(() => jest.restoreAllMocks())

  it('passes url, method, data, headers and timeout to Taro.request and maps the answer', async () => {
    const abort = jest.fn()
    const spy = jest.spyOn(Taro, 'request').mockImplementation(((options: unknown) =>
      Object.assign(Promise.resolve({ statusCode: 200, data: { Code: '0000' }, header: {}, errMsg: 'ok' }), { abort, options })) as never)
    const task = taroTransport({ url: 'http://h/x', method: 'POST', data: { a: 1 }, headers: { Token: 't' }, timeout: 120000 })
    await expect(task.response).resolves.toEqual({ statusCode: 200, data: { Code: '0000' } })
    expect(spy).toHaveBeenCalledWith({ url: 'http://h/x', method: 'POST', data: { a: 1 }, header: { Token: 't' }, timeout: 120000, dataType: 'json' })
    task.abort()
    expect(abort).toHaveBeenCalled()
  })

  it('classifies a failure', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject({ errMsg: 'request:fail timeout' })) as never)
    const task = taroTransport({ url: 'u', method: 'GET', headers: {}, timeout: 1 })
    await expect(task.response).rejects.toEqual({ kind: 'timeout', message: 'request:fail timeout' })
  })

  it('offline only when the network type is none; errors count as online', async () => {
    jest.spyOn(Taro, 'getNetworkType').mockResolvedValueOnce({ networkType: 'none' } as never)
    await expect(taroIsOffline()).resolves.toBe(true)
    jest.spyOn(Taro, 'getNetworkType').mockResolvedValueOnce({ networkType: 'wifi' } as never)
    await expect(taroIsOffline()).resolves.toBe(false)
    jest.spyOn(Taro, 'getNetworkType').mockRejectedValueOnce(new Error('x') as never)
    await expect(taroIsOffline()).resolves.toBe(false)
  })
})
