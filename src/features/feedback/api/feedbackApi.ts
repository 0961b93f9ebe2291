import { dataOf, type RequestFn } from '../../shared/api/requestFn'
import type { ApiResult } from '@/core/http/types'

/** Body of tripwise-m-api dmm/feedback/save (see docs/decisions/0013-features-feedback.md). */
export type FeedbackSaveBody = {
  FeedbackType: number
  Content: string
  ImageUrls: string[]
  ContactPhone: string
  OrderNo?: string
  ProductType?: number
}
export type FeedbackSaveData = { FeedbackId: string }
/** Data of tripwise-m-api common/upload. */
export type UploadData = { Url: string }

/** Sends one local file as multipart form data and resolves the `{Code, Msg, Data}` answer. */
export type UploadFn = (module: 'tripwise-m-api', path: string, filePath: string) => Promise<ApiResult<UploadData>>

export type FeedbackApi = {
  uploadImage(filePath: string): Promise<string>
  save(body: FeedbackSaveBody): Promise<FeedbackSaveData>
}

export function createFeedbackApi(request: RequestFn, upload: UploadFn): FeedbackApi {
  return {
    uploadImage: async (filePath) => (await dataOf(upload('tripwise-m-api', 'common/upload', filePath))).Url,
    save: (body) => dataOf(request<FeedbackSaveData>('tripwise-m-api', 'dmm/feedback/save', body)),
  }
}
