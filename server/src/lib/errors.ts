import { ResultCode, type ResultCodeValue } from '../../../types/api/codes'

/** A business answer that is not success: the envelope plugin turns it into `{Code, Msg, Data: null}`. */
export class ApiError extends Error {
  constructor(
    readonly resultCode: ResultCodeValue,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const invalidInput = (msg: string) => new ApiError(ResultCode.invalidInput, msg)
export const businessRule = (msg: string) => new ApiError(ResultCode.businessRule, msg)
export const forbidden = (msg = '无权访问') => new ApiError(ResultCode.forbidden, msg)
export const notFound = (msg = '数据不存在') => new ApiError(ResultCode.notFound, msg)
export const conflict = (msg: string) => new ApiError(ResultCode.conflict, msg)
export const tooManyRequests = (msg = '操作过于频繁，请稍后再试') => new ApiError(ResultCode.tooManyRequests, msg)
export const notLoggedIn = (msg = '请先登录') => new ApiError(ResultCode.notLoggedIn, msg)
export const sessionEnded = (msg = '登录已失效，请重新登录') => new ApiError(ResultCode.sessionEnded, msg)
