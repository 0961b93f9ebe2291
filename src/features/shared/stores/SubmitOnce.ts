import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../domain/failureMessage'

export type SubmitOnceDeps = {
  createReqId: () => string
  toast: (message: string) => void
}

/**
 * Submitting state of a form whose submit creates something: bad input is refused with its message, one
 * submit at a time, and the reqId is kept until a submit succeeds, so a retry after a failure never creates
 * two. Every refusal and failure is shown (toast and `errorMessage`); the form's input stays as typed.
 */
export class SubmitOnce {
  isSubmitting = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(
    private readonly deps: SubmitOnceDeps,
    private readonly fallbackMessage = '提交失败，请重试',
  ) {
    makeAutoObservable<SubmitOnce, 'deps' | 'fallbackMessage' | 'reqId'>(this, { deps: false, fallbackMessage: false, reqId: false })
  }

  /** `problem`: what is wrong with the input ('' when nothing). The answer of `send`, or null when refused or failed. */
  async run<T>(problem: string, send: (reqId: string) => Promise<T>): Promise<T | null> {
    if (this.isSubmitting) return null
    if (problem) {
      this.fail(problem)
      return null
    }
    this.reqId ??= this.deps.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const answer = await send(this.reqId)
      this.reqId = null
      return answer
    } catch (error) {
      runInAction(() => this.fail(failureMessage(error, this.fallbackMessage)))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  clearError(): void {
    this.errorMessage = ''
  }

  private fail(message: string) {
    this.errorMessage = message
    this.deps.toast(message)
  }
}
