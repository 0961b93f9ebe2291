import Taro from '@tarojs/taro'
import { RESULT_CODE, TIMEOUTS } from '@/core/constants'
import { getActiveHttpClient } from '@/core/http/client'
import { moduleUrl, resolveEnvironment } from '@/core/http/hosts'
import { createReqId } from '@/core/http/ids'
import { identityHeaders } from '@/core/http/identity'
import { normalizeBody } from '@/core/http/response'
import type { ApiFailure, RequestIdentity } from '@/core/http/types'
import { isH5Build, miniProgramApiBase, webLocation } from '@/core/platform/env'
import type { UploadData, UploadFn } from './feedbackApi'

const failure = (Msg: string): ApiFailure => ({ Code: '-1', Msg, Data: null, isNetworkError: true })

/**
 * Multipart upload with Taro.uploadFile to the same host and headers as core's request. A stopgap until
 * core/http offers `upload` (asked for in the report); session-end codes are left to the next request.
 */
export function createTaroUpload(getIdentity: () => RequestIdentity): UploadFn {
  return async (module, path, filePath) => {
    const location = webLocation()
    const environment = resolveEnvironment({ isH5: isH5Build(), ...location, miniApiBase: miniProgramApiBase() })
    const headers = identityHeaders(getIdentity(), { reqId: createReqId(), sessionId: getActiveHttpClient()?.sessionId ?? '' })
    delete headers['Content-Type'] // multipart sets its own boundary
    let answer: Taro.uploadFile.SuccessCallbackResult
    try {
      answer = await Taro.uploadFile({
        url: moduleUrl(environment, module, path),
        filePath,
        name: 'file',
        header: headers,
        timeout: TIMEOUTS.uploadFile,
      })
    } catch {
      throw failure('图片上传失败，请检查网络')
    }
    let data: unknown = answer.data
    try {
      data = typeof data === 'string' ? JSON.parse(data) : data
    } catch {
      throw failure('图片上传失败')
    }
    const body = normalizeBody(data)
    if (!body) throw failure('图片上传失败')
    if (body.Code !== RESULT_CODE.success) throw body
    return { ...body, Data: body.Data as UploadData }
  }
}
