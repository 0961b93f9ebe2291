import { ResultCode, type ResultCodeValue } from '../../../types/api/codes'
import type { ApiEnvelope } from '../../../types/api/envelope'

/** A non-default successful answer (e.g. 2000 for a valid empty search) returned by a handler. */
export class Answer<TData> {
  constructor(
    readonly code: ResultCodeValue,
    readonly msg: string,
    readonly data: TData,
  ) {}
}

export function envelope<TData>(code: ResultCodeValue, msg: string, data: TData): ApiEnvelope<TData> {
  return { Code: code, Msg: msg, Data: data }
}

export const ok = <TData>(data: TData): ApiEnvelope<TData> => envelope(ResultCode.success, '成功', data)

/** Code 2000: the search was valid and found nothing; Data still has its normal (empty) shape. */
export const noResult = <TData>(data: TData, msg = '暂无数据'): Answer<TData> => new Answer(ResultCode.noResult, msg, data)
