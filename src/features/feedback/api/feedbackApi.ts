import type { UploadData } from '@api/tripwise-m-api'
import type { UploadFn } from '@/core/http/upload'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

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
export type FeedbackApi = {
  uploadImage(filePath: string): Promise<string>
  save(body: FeedbackSaveBody): Promise<FeedbackSaveData>
}

export function createFeedbackApi(request: RequestFn, upload: UploadFn): FeedbackApi {
  return {
    uploadImage: async (filePath) => (await dataOf(upload<UploadData>('tripwise-m-api', 'common/upload', filePath))).Url,
    save: (body) => dataOf(request<FeedbackSaveData>('tripwise-m-api', 'dmm/feedback/save', body)),
  }
}
