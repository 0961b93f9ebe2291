import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'

/**
 * A write that must not happen twice (cancel, early departure, invoice): its reqId is kept across
 * retries until one succeeds; submitting and error state are owned here.
 */
export class IdempotentAction<T> {
  isSubmitting = false
  errorMessage = ''
  result: T | null = null
  private reqId: string | null = null

  constructor(
    private readonly createReqId: () => string,
    private readonly fallbackMessage = '提交失败，请重试',
  ) {
    makeAutoObservable<IdempotentAction<T>, 'reqId' | 'createReqId'>(this, { reqId: false, createReqId: false })
  }

  async run(task: (reqId: string) => Promise<T>): Promise<T | null> {
    if (this.isSubmitting) return null
    this.reqId ??= this.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const result = await task(this.reqId)
      runInAction(() => {
        this.result = result
        this.reqId = null
      })
      return result
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, this.fallbackMessage)))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}
