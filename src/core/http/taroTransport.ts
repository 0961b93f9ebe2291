import Taro from '@tarojs/taro'
import type { Transport } from './transport'
import { transportErrorOf } from './transport'

/** Taro.request works on H5, weapp and dd alike. */
export const taroTransport: Transport = (request) => {
  const task = Taro.request({
    url: request.url,
    method: request.method,
    data: request.data as Record<string, unknown> | undefined,
    header: request.headers,
    timeout: request.timeout,
    dataType: 'json',
  })
  const response = Promise.resolve(task).then(
    (res) => ({ statusCode: res.statusCode, data: res.data as unknown }),
    (error: unknown) => {
      throw transportErrorOf(error)
    },
  )
  return {
    response,
    abort: () => {
      const abortable = task as unknown as { abort?: () => void }
      try {
        abortable.abort?.()
      } catch {
        // already settled
      }
    },
  }
}

/** True only when the platform says there is no network at all. */
export async function taroIsOffline(): Promise<boolean> {
  try {
    const info = await Taro.getNetworkType()
    return info.networkType === 'none'
  } catch {
    return false
  }
}
