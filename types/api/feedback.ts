import type { FeedbackSummary } from './tripwise-m-api'

/**
 * A feedback's detail, handling progress and evaluation (tripwise-m-api dmm/feedback, decision 0282).
 * GET dmm/feedback/detail/{FeedbackId}; GET dmm/feedback/schedule/list?FeedbackId; POST dmm/feedback/evaluation/save.
 * Only the member's own feedback: another's id answers 4004.
 */
export type FeedbackDetailData = FeedbackSummary & {
  ContactPhone: string
  ProductType: number | null
  ImageUrls: string[]
  Evaluation: { Score: number; Comment: string; CreatedAt: string } | null
  /** True once replied and not yet evaluated. */
  CanEvaluate: boolean
}

export type FeedbackScheduleQuery = { FeedbackId: string }
export type FeedbackScheduleItem = { Step: FeedbackSummary['Status']; Content: string; HandlerName: string; CreatedAt: string }
export type FeedbackScheduleData = { Items: FeedbackScheduleItem[] }

export type FeedbackEvaluationRequest = { FeedbackId: string; Score: number; Comment?: string }
export type FeedbackEvaluationData = { FeedbackId: string; Score: number }
