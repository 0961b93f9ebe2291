import type { FeedbackSummary } from '@api/tripwise-m-api'
import { FEEDBACK_TYPES } from './feedbackForm'

export const STATUS_TEXT: Record<FeedbackSummary['Status'], string> = { submitted: '已提交', handling: '处理中', replied: '已回复' }

export function typeText(type: number): string {
  return FEEDBACK_TYPES.find((t) => t.value === type)?.label ?? '其他'
}

export const SCORE_TEXT = ['', '非常不满意', '不满意', '一般', '满意', '非常满意'] as const
export const COMMENT_MAX = 200

/** What stops an evaluation from being sent, in plain Chinese; null when it may go. */
export function evaluationError(score: number, comment: string): string | null {
  if (!Number.isInteger(score) || score < 1 || score > 5) return '请选择满意度'
  if (comment.trim().length > COMMENT_MAX) return `评价内容最多${COMMENT_MAX}字`
  return null
}
