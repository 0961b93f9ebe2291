import Taro from '@tarojs/taro'
import { RESULT_CODE, TIMEOUTS } from '@/core/constants'
import { BUILD_TARGET, isH5Build, miniProgramApiBase, webLocation } from '@/core/platform/env'
import { getActiveHttpClient } from './client'
import { moduleUrl, resolveEnvironment } from './hosts'
import { createReqId } from './ids'
import { identityHeaders } from './identity'
import { normalizeBody } from './response'
import type { ApiFailure, ModuleName, ApiResult, RequestIdentity } from './types'

const failure = (Msg: string): ApiFailure => ({ Code: '-1', Msg, Data: null, isNetworkError: true })

/**
 * DingTalk's uploadFile refuses an upload without `fileType` (image, video or audio) as invalid parameters; Taro
 * passes it through but does not type it. The app uploads photos only (DingTalk has no file chooser). Found by
 * the DingTalk mini-program journey (tests/mini/journeys/expense.mini.mjs).
 */
export const platformUploadOptions = (target: string): Record<string, string> => (target === 'dd' ? { fileType: 'image' } : {})

/** Uploads one local file (multipart field `file`) to a module's path; answers the envelope or throws it. */
export type UploadFn = <T>(module: ModuleName, path: string, filePath: string) => Promise<ApiResult<T>>

/**
 * Multipart upload with Taro.uploadFile to the same host and with the same identity headers as `request`;
 * session-end codes are left to the next request.
 */
export function createUpload(getIdentity: () => RequestIdentity): UploadFn {
  return async <T>(module: ModuleName, path: string, filePath: string) => {
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
        ...platformUploadOptions(BUILD_TARGET),
      } as Taro.uploadFile.Option)
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
    return { ...body, Data: body.Data as T }
  }
}
