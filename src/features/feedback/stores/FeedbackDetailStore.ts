import type { FeedbackDetailData, FeedbackScheduleItem } from '@api/feedback'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { FeedbackProgressApi } from '../api/feedbackProgressApi'
import { evaluationError } from '../domain/feedbackProgress'

/** One feedback: its detail, handling progress, and the evaluation once it is answered. */
export class FeedbackDetailStore {
  readonly load = new LoadState('反馈详情加载失败')
  detail: FeedbackDetailData | null = null
  schedule: FeedbackScheduleItem[] = []
  score = 0
  comment = ''
  error = ''
  isSubmitting = false
  private reqId = ''

  constructor(
    private readonly api: FeedbackProgressApi,
    private readonly id: string,
    private readonly notify: (message: string) => void,
  ) {
    makeAutoObservable<FeedbackDetailStore, 'api' | 'id' | 'notify' | 'reqId'>(this, { api: false, id: false, notify: false, reqId: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => Promise.all([this.api.detail(this.id), this.api.schedule(this.id)]),
      ([detail, schedule]) => {
        this.detail = detail
        this.schedule = schedule.Items
      },
    )
  }

  setScore(score: number) {
    this.score = score
    this.error = ''
  }

  setComment(comment: string) {
    this.comment = comment
    this.error = ''
  }

  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    const problem = evaluationError(this.score, this.comment)
    if (problem) {
      this.error = problem
      return false
    }
    this.isSubmitting = true
    this.reqId ||= `evaluation-${this.id}-${Date.now()}`
    try {
      const comment = this.comment.trim()
      await this.api.evaluate({ FeedbackId: this.id, Score: this.score, ...(comment ? { Comment: comment } : {}) }, this.reqId)
      this.notify('感谢您的评价')
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '评价提交失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
